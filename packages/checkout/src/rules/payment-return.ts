import type { PaymentResultCode } from "../payment.schemas";

/** What the provider's return URL says (`/checkout-return?orderId=…&redirectResult=…`). */
export interface PaymentReturn {
  orderId: string;
  redirectResult: string | null;
}

type Query = URLSearchParams | Readonly<Record<string, string | undefined>>;

const read = (query: Query, key: string): string | null => {
  const value = query instanceof URLSearchParams ? query.get(key) : query[key];
  return value === undefined || value === null || value.trim() === "" ? null : value;
};

/** Reads the return URL's query; without an order id it is no payment return (null). */
export function readPaymentReturn(query: Query): PaymentReturn | null {
  const orderId = read(query, "orderId");
  if (orderId === null) return null;
  return { orderId, redirectResult: read(query, "redirectResult") };
}

export type PaymentOutcome = "success" | "failed" | "pending" | "action";

/**
 * What a provider result means for the shop (presentation-content.md §2 /checkout-return and
 * /checkout-failed): Authorised is success; Refused and Cancelled are failure (the cart is
 * restored and the shopper may try again); Pending waits (the status is asked again); the
 * others need the shopper at the provider.
 */
export function paymentOutcomeOf(resultCode: PaymentResultCode): PaymentOutcome {
  switch (resultCode) {
    case "Authorised":
      return "success";
    case "Refused":
    case "Cancelled":
      return "failed";
    case "Pending":
      return "pending";
    default:
      return "action";
  }
}

/** The route of a payment's outcome: the failed page for failure, the return page (thank-you) otherwise. */
export function paymentRouteOf(outcome: PaymentOutcome, paths: { returnPath: string; failedPath: string }): string {
  return outcome === "failed" ? paths.failedPath : paths.returnPath;
}

/** Methods paid at the card payment provider; others (bank transfer, cash on delivery) need no payment step. */
export const PROVIDER_METHOD_CODES = ["ideal", "creditcard", "riverty"] as const;
export function paidAtProvider(methodCode: string): methodCode is (typeof PROVIDER_METHOD_CODES)[number] {
  return (PROVIDER_METHOD_CODES as readonly string[]).includes(methodCode);
}
