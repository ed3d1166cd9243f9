import { cardDetailsSchema, type CardDetails } from "@shop/checkout";

/** The card form's fields as typed (spaces in the number allowed); never stored: the page holds them until the payment starts. */
export type CardValues = CardDetails;
export type CardField = keyof CardValues;

export const EMPTY_CARD: CardValues = { number: "", holderName: "", expiryMonth: "", expiryYear: "", cvc: "" };

/** The card as the provider takes it (commerce-core.md §7 card): the number without spaces or dashes, a one-digit month padded. */
export function cardDetailsOf(values: CardValues): CardValues {
  const month = values.expiryMonth.trim();
  return {
    number: values.number.replace(/[\s-]/g, ""),
    holderName: values.holderName.trim(),
    expiryMonth: /^\d$/.test(month) ? `0${month}` : month,
    expiryYear: values.expiryYear.trim(),
    cvc: values.cvc.trim(),
  };
}

/** The fields the provider would refuse (@shop/checkout's `cardDetailsSchema`), in the form's order. */
export function cardErrorsOf(values: CardValues): CardField[] {
  const card = cardDetailsOf(values);
  const fields: CardField[] = ["number", "holderName", "expiryMonth", "expiryYear", "cvc"];
  return fields.filter((field) => !cardDetailsSchema.shape[field].safeParse(card[field]).success);
}
