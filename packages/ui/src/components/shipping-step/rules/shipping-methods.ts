/**
 * A shipping method as the checkout offers it (commerce-core.md §3 Shipping method:
 * method_code, carrier_code, default, offline, price_incl_tax, method_title, available), the
 * price formatted by the app.
 */
export interface ShippingMethodOption {
  /** Stable key, e.g. `${carrier_code}_${method_code}`. */
  code: string;
  /** `method_title`, shown as given. */
  title: string;
  /** The carrier's title, shown under the method's when given. */
  carrierTitle?: string;
  /** Formatted `price_incl_tax`. */
  price: string;
  default?: boolean;
  offline?: boolean;
  /** `available: false` methods are dropped (commerce-core.md §5). */
  available?: boolean;
}

/** commerce-core.md §5 "Shipping methods with available false are dropped." */
export function shippingMethodChoices<M extends Pick<ShippingMethodOption, "available">>(methods: readonly M[]): M[] {
  return methods.filter((method) => method.available !== false);
}

/**
 * commerce-core.md §5 default shipping method: "the first non-offline one marked default,
 * else the first non-offline", among the methods offered (unavailable ones dropped first);
 * null when every method is offline or there is none.
 */
export function defaultShippingMethod<M extends Pick<ShippingMethodOption, "available" | "default" | "offline">>(methods: readonly M[]): M | null {
  const online = shippingMethodChoices(methods).filter((method) => !method.offline);
  return online.find((method) => method.default) ?? online[0] ?? null;
}
