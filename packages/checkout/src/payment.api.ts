import type { ShopConfig } from "@shop/core";
import type { SyncClient } from "@shop/sync-queue";
import {
  paymentInformationReplySchema,
  paymentInitiateRequestSchema,
  paymentReplySchema,
  paymentStatusReplySchema,
  paymentsDetailsRequestSchema,
  providerPaymentMethodsReplySchema,
  redirectUrlReplySchema,
  threeDS2ProcessRequestSchema,
  type PaymentInformation,
  type PaymentInitiateRequest,
  type PaymentReply,
  type PaymentStatus,
  type ProviderPaymentMethod,
} from "./payment.schemas";

/** The provider's base URL: `payment.url`, or the reference back end's simulator. */
export function paymentProviderUrl(config: ShopConfig): string {
  return (config.payment.url ?? `${config.api.url.replace(/\/+$/, "")}/payment-provider/v1`).replace(/\/+$/, "");
}

/**
 * The card payment provider's calls (commerce-core.md §7: initiate, payment methods,
 * payment-information, 3DS2 process, payments-details, payment-status/{orderId},
 * redirect-url/{orderId}) over the sync client, at `payment.url`. Sent at once (a payment is
 * never queued: the shopper waits for it); silent (the checkout tells the outcome itself).
 */
export function createPaymentApi(api: SyncClient, config: ShopConfig) {
  const base = paymentProviderUrl(config);
  const at = (path: string) => `${base}/${path}`;
  return {
    initiate(request: PaymentInitiateRequest): Promise<PaymentReply> {
      return api.post(at("initiate"), paymentInitiateRequestSchema.parse(request), { schema: paymentReplySchema, silent: true });
    },
    paymentMethods(storeCode: string): Promise<ProviderPaymentMethod[]> {
      return api.get(at("payment-methods"), { schema: providerPaymentMethodsReplySchema, query: { storeCode }, silent: true });
    },
    paymentInformation(orderId: string): Promise<PaymentInformation> {
      return api.post(at("payment-information"), { order_id: orderId }, { schema: paymentInformationReplySchema, silent: true });
    },
    threeDS2Process(pspReference: string, fingerprint: string): Promise<PaymentReply> {
      return api.post(at("3ds2-process"), threeDS2ProcessRequestSchema.parse({ pspReference, fingerprint }), { schema: paymentReplySchema, silent: true });
    },
    paymentsDetails(redirectResult: string, pspReference?: string): Promise<PaymentReply> {
      const body = paymentsDetailsRequestSchema.parse({ ...(pspReference !== undefined && { pspReference }), details: { redirectResult } });
      return api.post(at("payments-details"), body, { schema: paymentReplySchema, silent: true });
    },
    paymentStatus(orderId: string): Promise<PaymentStatus> {
      return api.get(at(`payment-status/${encodeURIComponent(orderId)}`), { schema: paymentStatusReplySchema, silent: true });
    },
    /** The open payment's page again; `email`, the order's billing e-mail, shows the caller is its shopper. */
    redirectUrl(orderId: string, email: string): Promise<string> {
      return api.get(at(`redirect-url/${encodeURIComponent(orderId)}`), { schema: redirectUrlReplySchema, query: { email }, silent: true }).then((reply) => reply.url);
    },
  };
}

export type PaymentApi = ReturnType<typeof createPaymentApi>;
