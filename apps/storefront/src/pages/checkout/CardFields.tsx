import { TextField } from "@shop/ui";
import type { CardField, CardValues } from "./card-details";

export interface CardFieldsProps {
  value: CardValues;
  onChange: (value: CardValues) => void;
  /** The fields to mark (after a submit the provider would refuse). */
  invalid: readonly CardField[];
}

const INVALID = { key: "Check the card details" };

/**
 * The credit card method's fields (the card payment provider's simulator takes the card with
 * initiate; a real provider hosts its own fields here). Autocomplete names let the browser fill
 * a saved card.
 */
export function CardFields({ value, onChange, invalid }: CardFieldsProps) {
  const field = (name: CardField) => ({
    name: `card-${name}`,
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
    error: invalid.includes(name) ? INVALID : null,
    required: true,
  });
  return (
    <div className="shop-card-fields">
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" {...field("number")} />
      <TextField label="Name on card" autoComplete="cc-name" {...field("holderName")} />
      <div className="shop-card-fields__row">
        <TextField label="Expiry month (MM)" inputMode="numeric" autoComplete="cc-exp-month" {...field("expiryMonth")} />
        <TextField label="Expiry year (YYYY)" inputMode="numeric" autoComplete="cc-exp-year" {...field("expiryYear")} />
        <TextField label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" {...field("cvc")} />
      </div>
    </div>
  );
}
