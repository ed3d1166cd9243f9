import type { TotalSegment } from "@shop/cart";
import { formatPrice, type StoreView } from "@shop/core";
import type { CartSummarySegment, ShippingEstimateMethod } from "@shop/ui";
import type { CartShippingMethod } from "@shop/cart";

/** The platform's totals segments for @shop/ui's summary: values formatted in the store view's currency (a missing value reads 0). */
export function summarySegmentsOf(segments: readonly TotalSegment[], view: StoreView): CartSummarySegment[] {
  return segments.map((segment) => ({ code: segment.code, title: segment.title, value: String(formatPrice(segment.value ?? 0, view.i18n)) }));
}

/**
 * The cart page's shipping estimate (commerce-core.md §5): unavailable methods dropped, the
 * default (first non-offline marked default, else the first non-offline) first.
 */
export function estimateMethodsOf(methods: readonly CartShippingMethod[], view: StoreView): ShippingEstimateMethod[] {
  const available = methods.filter((method) => method.available);
  const online = available.filter((method) => !method.offline);
  const first = online.find((method) => method.default) ?? online[0];
  const ordered = first === undefined ? available : [first, ...available.filter((method) => method !== first)];
  return ordered.map((method) => ({ code: `${method.carrier_code}_${method.method_code}`, title: method.method_title, price: String(formatPrice(method.price_incl_tax, view.i18n)) }));
}
