import type { MiniCartItem } from "../mini-cart/MiniCart";
import type { ValidationMessage } from "../form-fields/rules/validators";

/**
 * A message of a cart line: an i18n key (the spec's English wording, e.g. 'Out of the stock!')
 * or a key with its values ('Only {{maxQuantity}} products of this type are available').
 * Translated where rendered, like a notification's message.
 */
export type CartLineMessage = string | ValidationMessage;

/**
 * A line of the cart page: the mini cart's item (one mapping feeds both) plus what the cart
 * page edits and reports (commerce-core.md §3 Cart item: qty, is_in_stock, errors, info).
 */
export interface CartLineItem extends MiniCartItem {
  /** The most the shopper can order (the stock's qty), when known: + stops there. */
  maxQuantity?: number;
  /** `is_in_stock`; false dims the line and leaves only Remove. Default true. */
  inStock?: boolean;
  /** The cart item's `errors`, keyed by source (e.g. `{ stock: "Out of the stock!" }`): shown in the accent colour. */
  errors?: Readonly<Record<string, CartLineMessage>>;
  /** The cart item's `info` (e.g. `{ stock: "In stock!" }`). */
  info?: Readonly<Record<string, CartLineMessage>>;
  /** A quantity update or removal of this line is on its way: its controls refuse input, the line is aria-busy. */
  pending?: boolean;
}
