/** A shipping method as the cart keeps it (commerce-core.md §3 Shipping method). */
export interface CartShippingMethod {
  method_code: string;
  carrier_code: string;
  method_title: string;
  price_incl_tax: number;
  default: boolean;
  offline: boolean;
  available: boolean;
  is_server_method: boolean;
}

/** A payment method as the cart keeps it (commerce-core.md §3 Payment method). */
export interface CartPaymentMethod {
  code: string;
  title: string;
  default: boolean;
  cost_incl_tax: number;
  is_server_method: boolean;
}

/** commerce-core.md §5: shipping methods with `available` false are dropped. */
export const availableShippingMethods = (methods: readonly CartShippingMethod[]): CartShippingMethod[] => methods.filter((method) => method.available);

/** commerce-core.md §5: the first non-offline method marked default, else the first non-offline one. */
export function defaultShippingMethod(methods: readonly CartShippingMethod[]): CartShippingMethod | null {
  const online = availableShippingMethods(methods).filter((method) => !method.offline);
  return online.find((method) => method.default) ?? online[0] ?? null;
}

/** commerce-core.md §5: the payment method marked default, else the first. */
export function defaultPaymentMethod(methods: readonly CartPaymentMethod[]): CartPaymentMethod | null {
  return methods.find((method) => method.default) ?? methods[0] ?? null;
}

/** Payment codes of cash on delivery (Magento's `cashondelivery`). */
export const CASH_ON_DELIVERY_CODES: readonly string[] = ["cashondelivery"];

const NOTHING_TO_DELIVER = new Set(["virtual", "downloadable"]);

/**
 * commerce-core.md §5 "Virtual and downloadable carts hide cash on delivery": a cart whose
 * every line is virtual or downloadable has nothing to deliver, so nothing to pay on delivery.
 * An empty cart is not such a cart.
 */
export function visiblePaymentMethods(methods: readonly CartPaymentMethod[], lineTypes: readonly string[]): CartPaymentMethod[] {
  const virtualCart = lineTypes.length > 0 && lineTypes.every((type) => NOTHING_TO_DELIVER.has(type));
  return virtualCart ? methods.filter((method) => !CASH_ON_DELIVERY_CODES.includes(method.code)) : [...methods];
}
