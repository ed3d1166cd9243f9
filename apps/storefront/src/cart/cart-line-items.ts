import type { CartItem } from "@shop/cart";
import type { StoreView } from "@shop/core";
import type { CartLineItem, CartLineMessage } from "@shop/ui";
import { miniCartItemOf } from "../shell/cart-items";

/** The salable check's message that names the quantity there is (@shop/cart fills it from `available_qty`). */
const MAX_QUANTITY_PLACEHOLDER = "{{maxQuantity}}";

/** A line's message as @shop/ui translates it: a key, or the key with the quantity there is. */
export function lineMessageOf(message: string, availableQty: number | undefined): CartLineMessage {
  return message.includes(MAX_QUANTITY_PLACEHOLDER) && availableQty !== undefined ? { key: message, values: { maxQuantity: availableQty } } : message;
}

function messagesOf(messages: Record<string, string> | undefined, availableQty: number | undefined): Record<string, CartLineMessage> | undefined {
  if (messages === undefined) return undefined;
  const entries = Object.entries(messages);
  return entries.length === 0 ? undefined : Object.fromEntries(entries.map(([source, text]) => [source, lineMessageOf(text, availableQty)]));
}

/**
 * A cart line as the cart page and the mini cart edit it (commerce-core.md §3 Cart item): the
 * mini cart's item plus the stock (`is_in_stock`, what the salable check found available as
 * the most + allows), the line's errors and info, and whether a change of it is on its way.
 */
export function cartLineItemOf(
  item: CartItem & { identity: string },
  view: StoreView,
  localize: (path: string) => string,
  imageUrl: (src: string) => string,
  pending: boolean,
): CartLineItem {
  const errors = messagesOf(item.errors, item.available_qty);
  const info = messagesOf(item.info, item.available_qty);
  return {
    ...miniCartItemOf(item, view, localize, imageUrl),
    ...(item.available_qty !== undefined && { maxQuantity: Math.max(1, item.available_qty) }),
    ...(item.is_in_stock === false && { inStock: false }),
    ...(errors !== undefined && { errors }),
    ...(info !== undefined && { info }),
    ...(pending && { pending: true }),
  };
}
