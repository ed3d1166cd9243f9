/**
 * Tag-manager events (presentation-content.md §7 Tag manager: "Events checkoutOption,
 * add_shipping_info, view_cart and others, with currency, value and items"), plus the GA4
 * e-commerce events a shop sends. Pure builders: the caller gives plain lines, so @shop/cms
 * needs no cart or checkout types (those packages sit beside and above it; @shop/store wires).
 */
export interface TagItem {
  sku: string;
  name: string;
  /** Unit price incl. tax. */
  price: number;
  quantity: number;
  variant?: string;
  brand?: string;
  category?: string;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_brand?: string;
  item_category?: string;
  index?: number;
  item_list_name?: string;
}

export interface EcommerceEvent {
  event:
    | "view_item_list"
    | "view_item"
    | "add_to_cart"
    | "remove_from_cart"
    | "view_cart"
    | "begin_checkout"
    | "add_shipping_info"
    | "add_payment_info"
    | "purchase";
  ecommerce: {
    currency: string;
    value: number;
    items: Ga4Item[];
    item_list_name?: string;
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    coupon?: string;
  };
}

export interface CheckoutOptionEvent {
  event: "checkoutOption";
  ecommerce: { checkout_option: { actionField: { step: number; option: string } } };
}

export type TagEvent = EcommerceEvent | CheckoutOptionEvent;

/** Money to cents and back: a sum of prices never shows 0.30000000000000004. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function ga4Item(item: TagItem, index?: number, listName?: string): Ga4Item {
  return {
    item_id: item.sku,
    item_name: item.name,
    price: round2(item.price),
    quantity: item.quantity,
    ...(item.variant !== undefined && { item_variant: item.variant }),
    ...(item.brand !== undefined && { item_brand: item.brand }),
    ...(item.category !== undefined && { item_category: item.category }),
    ...(index !== undefined && { index }),
    ...(listName !== undefined && { item_list_name: listName }),
  };
}

export function itemsValue(items: readonly TagItem[]): number {
  return round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

function ecommerce(event: EcommerceEvent["event"], currency: string, items: readonly TagItem[], extra: Partial<EcommerceEvent["ecommerce"]> = {}, value = itemsValue(items)): EcommerceEvent {
  return { event, ecommerce: { currency, value, items: items.map((item) => ga4Item(item)), ...extra } };
}

export function viewItemListEvent(currency: string, listName: string, items: readonly TagItem[]): EcommerceEvent {
  return {
    event: "view_item_list",
    ecommerce: { currency, value: itemsValue(items), item_list_name: listName, items: items.map((item, index) => ga4Item(item, index, listName)) },
  };
}
export const viewItemEvent = (currency: string, item: TagItem): EcommerceEvent => ecommerce("view_item", currency, [item]);
export const addToCartEvent = (currency: string, item: TagItem): EcommerceEvent => ecommerce("add_to_cart", currency, [item]);
export const removeFromCartEvent = (currency: string, item: TagItem): EcommerceEvent => ecommerce("remove_from_cart", currency, [item]);
export const viewCartEvent = (currency: string, items: readonly TagItem[]): EcommerceEvent => ecommerce("view_cart", currency, items);
export const beginCheckoutEvent = (currency: string, items: readonly TagItem[], coupon?: string): EcommerceEvent =>
  ecommerce("begin_checkout", currency, items, coupon !== undefined ? { coupon } : {});
export const addShippingInfoEvent = (currency: string, items: readonly TagItem[], shippingTier: string): EcommerceEvent =>
  ecommerce("add_shipping_info", currency, items, { shipping_tier: shippingTier });
export const addPaymentInfoEvent = (currency: string, items: readonly TagItem[], paymentType: string): EcommerceEvent =>
  ecommerce("add_payment_info", currency, items, { payment_type: paymentType });

/** purchase: the order's grand total as value (tax and shipping given apart). */
export function purchaseEvent(order: { currency: string; transactionId: string; value: number; tax?: number; shipping?: number; coupon?: string; items: readonly TagItem[] }): EcommerceEvent {
  return ecommerce(
    "purchase",
    order.currency,
    order.items,
    {
      transaction_id: order.transactionId,
      ...(order.tax !== undefined && { tax: round2(order.tax) }),
      ...(order.shipping !== undefined && { shipping: round2(order.shipping) }),
      ...(order.coupon !== undefined && { coupon: order.coupon }),
    },
    round2(order.value),
  );
}

/** §7 checkoutOption: the checkout step and the option chosen in it (shipping or payment method). */
export function checkoutOptionEvent(step: number, option: string): CheckoutOptionEvent {
  return { event: "checkoutOption", ecommerce: { checkout_option: { actionField: { step, option } } } };
}
