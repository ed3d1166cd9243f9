import type { CalendarDay, StoreView } from "@shop/core";
import type { Queryable } from "../db/database";
import { badRequest } from "../http/errors";
import { priceLines, type CartItemRow, type PricedLine, type ProductDocs } from "./cart-lines";
import { calculateTotals, rowTotalsInclTax, type CalculatedTotals } from "./rules/totals";
import { estimateShippingMethods, PAYMENT_METHODS, shippingTaxPercent, type EstimatedMethod } from "./shipping-methods";

export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";

export interface Coupon {
  code: string;
  kind: "percent" | "fixed";
  amount: number;
}

export interface Discount {
  code: string;
  label: string;
  amount: number;
}

/** The coupon of this code (any case) if it is active now; an inactive one counts for nothing. */
export async function activeCoupon(db: Queryable, code: string): Promise<Coupon | undefined> {
  const [coupon] = await db.query<Coupon>("SELECT code, kind, amount FROM coupon WHERE upper(code) = upper($1) AND is_active", [code]);
  return coupon;
}

/** The discounts of these codes, by code (the order of the discount segment's title); unknown codes left out. */
export async function discountsByCode(db: Queryable, codes: readonly string[]): Promise<Discount[]> {
  if (codes.length === 0) return [];
  return db.query<Discount>("SELECT code, label, amount FROM discount_code WHERE code = ANY($1::text[]) ORDER BY code", [codes]);
}

/**
 * The customer group whose prices (tier prices) a cart or an order gets: the signed-in
 * shopper's, else the shop's default group. The cart's owner needs no say: a customer's cart
 * is reachable only with that customer's token, and a guest cart used while signed in is
 * priced for the shopper who will place the order (commerce-core.md §6: login reprices).
 */
export function groupIdFor(customer: { groupId: number } | undefined, defaultGroupId: number): number {
  return customer?.groupId ?? defaultGroupId;
}

/**
 * The chosen shipping method as estimated for the destination and subtotal. `required` (an
 * order, new shipping information) answers 400 when it does not exist or cannot ship there;
 * otherwise (a method stored on the cart earlier) such a method is left out.
 */
function chosenShippingMethod(countryId: string, subtotalInclTax: number, shipping: NonNullable<QuoteRequest["shipping"]>): EstimatedMethod | undefined {
  const { carrierCode, methodCode, required } = shipping;
  const method = estimateShippingMethods(countryId, subtotalInclTax).find((entry) => entry.carrier_code === carrierCode && entry.method_code === methodCode);
  if (method?.available) return method;
  if (!required) return undefined;
  throw badRequest(`Carrier with such method not found: ${carrierCode}, ${methodCode}`, [{ path: required.path, message: method?.error_message || "unknown shipping method" }]);
}

/** 400 for a payment method the shop does not offer. */
export function requirePaymentMethod(code: string, path: string): void {
  if (!PAYMENT_METHODS.some((payment) => payment.code === code)) {
    throw badRequest("The requested Payment Method is not available.", [{ path, message: "unknown payment method" }]);
  }
}

export interface QuoteRequest {
  view: StoreView;
  items: CartItemRow[];
  /** The items' catalogue documents (`docsForItems`, or the `docsForRequests` the lines were resolved with). */
  docs: ProductDocs;
  groupId: number;
  countryId: string;
  /** The store view's calendar day at the request (`calendarDayIn(now, view.i18n.timeZone)`): a special price counts if it runs on it. */
  today: CalendarDay;
  /**
   * The chosen shipping method. `required` (an order, new shipping information) refuses one
   * that cannot ship (400); otherwise (a method stored on the cart earlier) it is left out.
   */
  shipping: { carrierCode: string; methodCode: string; required: { path: string } | false } | null;
  couponCode: string | null;
  discountCodes: readonly string[];
}

export interface Quote {
  lines: PricedLine[];
  totals: CalculatedTotals;
  /** The coupon that counted: undefined when none was asked for or it is not active. */
  coupon: Coupon | undefined;
}

/**
 * The one totals pipeline of carts and orders: lines priced now for the group, the shipping
 * method for the destination, the active coupon and the discounts, then `calculateTotals`.
 * What the cart shows is what the order charges.
 */
export async function quoteTotals(db: Queryable, request: QuoteRequest): Promise<Quote> {
  const { view, countryId, shipping } = request;
  const lines = priceLines(request.docs, request.items, request.groupId, countryId, request.today);
  const subtotal = subtotalInclTax(lines);
  const method = shipping === null ? undefined : chosenShippingMethod(countryId, subtotal, shipping);
  const coupon = request.couponCode === null ? undefined : await activeCoupon(db, request.couponCode);
  const discounts = await discountsByCode(db, request.discountCodes);
  const totals = calculateTotals({
    lines: lines.map((line) => ({ item_id: line.item.id, name: line.name, qty: line.item.qty, unitPriceInclTax: line.unitPriceInclTax, taxPercent: line.taxPercent, options: line.options })),
    shipping: method === undefined ? null : { title: `${method.carrier_title} - ${method.method_title}`, priceInclTax: method.price_incl_tax, taxPercent: shippingTaxPercent(countryId) },
    coupon: coupon ?? null,
    discounts,
    currency: view.i18n.currencyCode,
  });
  return { lines, totals, coupon };
}

/** The subtotal incl. tax that free shipping is measured against: the totals' own, rows rounded to cents. */
export function subtotalInclTax(lines: readonly PricedLine[]): number {
  return rowTotalsInclTax(lines.map((line) => ({ unitPriceInclTax: line.unitPriceInclTax, qty: line.item.qty }))).subtotal;
}
