import type { CartLineItem } from "../../cart-lines/cart-line.types";
import { lineBlocksCheckout } from "../../cart-lines/rules/line-messages";

/** Why the cart page holds the checkout button back, or null when it does not. */
export type CheckoutBlock = "stock-check" | "line-errors" | null;

/**
 * The checkout button waits while the stock check runs (its answer may still mark lines out
 * of stock) and while a line is out of stock or carries an error (commerce-core.md §4: the
 * stock sync marks an out-of-stock item with an error; such a cart cannot be ordered as it
 * is). The stock check is named first: it may clear the errors.
 */
export function checkoutBlock(lines: readonly Pick<CartLineItem, "errors" | "inStock">[], stockCheckInProgress: boolean): CheckoutBlock {
  if (stockCheckInProgress) return "stock-check";
  return lines.some(lineBlocksCheckout) ? "line-errors" : null;
}
