/** presentation-content.md §2 "checkout steps (personal details, shipping, payment, order review, order confirmation)". */
export const CHECKOUT_STEPS = ["personal-details", "shipping", "payment", "order-review", "order-confirmation"] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];

/** The steps' names: the spec's translation keys. */
export const CHECKOUT_STEP_TITLES: Readonly<Record<CheckoutStepId, string>> = {
  "personal-details": "Personal details",
  shipping: "Shipping",
  payment: "Payment",
  "order-review": "Order review",
  "order-confirmation": "Order confirmation",
};

export type CheckoutStepStatus = "done" | "current" | "upcoming";

export interface CheckoutStepState {
  id: CheckoutStepId;
  /** 1-based position. */
  number: number;
  status: CheckoutStepStatus;
  /** The shopper may go back to it (its Edit button). */
  editable: boolean;
}

/**
 * Each step's state: the active one is current; a step the checkout saved is done (also one
 * after the active step, when the shopper went back to edit an earlier one) and can be
 * edited again, until the order is placed (the confirmation is active): then nothing is
 * editable. Everything else is upcoming.
 */
export function checkoutStepStates(active: CheckoutStepId, completed: readonly CheckoutStepId[]): CheckoutStepState[] {
  const placed = active === "order-confirmation";
  return CHECKOUT_STEPS.map((id, index) => {
    const status: CheckoutStepStatus = id === active ? "current" : completed.includes(id) || placed ? "done" : "upcoming";
    return { id, number: index + 1, status, editable: status === "done" && !placed && id !== "order-confirmation" };
  });
}
