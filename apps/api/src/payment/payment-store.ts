import { randomUUID } from "node:crypto";
import type { PaymentResultCode, ProviderMethod } from "@shop/checkout";

/** A payment at the simulated provider. */
export interface SimulatedPayment {
  pspReference: string;
  orderId: string;
  method: ProviderMethod;
  returnUrl: string;
  issuer?: string;
  resultCode: PaymentResultCode;
  refusalReason?: string;
  /** Handed to the shop in the return URL once the shopper decided on the provider's page. */
  redirectResult?: string;
}

/** Result codes of a payment not decided yet. */
const OPEN_CODES: ReadonlySet<PaymentResultCode> = new Set(["RedirectShopper", "IdentifyShopper", "ChallengeShopper"]);

/**
 * The simulator's payments, in memory (a simulator: a restart forgets them; the orders' statuses
 * are the database's). Latest payment per order for payment-status and redirect-url.
 */
export function createPaymentStore() {
  const byReference = new Map<string, SimulatedPayment>();
  const latestOfOrder = new Map<string, string>();
  const byRedirectResult = new Map<string, string>();
  return {
    create(payment: Omit<SimulatedPayment, "pspReference">): SimulatedPayment {
      const created = { ...payment, pspReference: `PSP${randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}` };
      byReference.set(created.pspReference, created);
      latestOfOrder.set(created.orderId, created.pspReference);
      return created;
    },
    get: (pspReference: string) => byReference.get(pspReference),
    latestOf: (orderId: string) => {
      const reference = latestOfOrder.get(orderId);
      return reference === undefined ? undefined : byReference.get(reference);
    },
    /** The order's payment that still waits for the shopper (a provider page, a 3DS step), if any. */
    openOf: (orderId: string) => {
      const reference = latestOfOrder.get(orderId);
      const latest = reference === undefined ? undefined : byReference.get(reference);
      return latest !== undefined && latest.redirectResult === undefined && OPEN_CODES.has(latest.resultCode) ? latest : undefined;
    },
    /** The shopper decided on the provider's page: the result and the token the return URL carries. */
    decide(payment: SimulatedPayment, resultCode: PaymentResultCode, refusalReason?: string): string {
      payment.resultCode = resultCode;
      if (refusalReason !== undefined) payment.refusalReason = refusalReason;
      payment.redirectResult = randomUUID();
      byRedirectResult.set(payment.redirectResult, payment.pspReference);
      return payment.redirectResult;
    },
    byRedirectResult: (token: string) => {
      const reference = byRedirectResult.get(token);
      return reference === undefined ? undefined : byReference.get(reference);
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
