/** presentation-content.md §4 "Add to cart from a card: idle, adding, success or failure". */
export type AddToCartStatus = "idle" | "adding" | "success" | "failure";

/** What the cart tells the button: an add is in progress, and whether the last add failed. */
export interface AddToCartSignal {
  adding: boolean;
  failed: boolean;
}

/**
 * The button's next status when the cart's signal changes. §4: "Success shows only if an add
 * was in progress and not failed": success needs adding to go from true to false without a
 * failure. A failure reported at any time shows failure.
 */
export function nextAddToCartStatus(status: AddToCartStatus, previous: AddToCartSignal, current: AddToCartSignal): AddToCartStatus {
  if (current.adding) return "adding";
  if (previous.adding) return current.failed ? "failure" : "success";
  if (current.failed && !previous.failed) return "failure";
  if (status === "adding") return "idle";
  return status;
}

/** Success and failure are feedback: they fall back to idle after a while. */
export function isFeedbackStatus(status: AddToCartStatus): boolean {
  return status === "success" || status === "failure";
}
