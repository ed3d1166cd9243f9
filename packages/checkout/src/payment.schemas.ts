import { z } from "zod";
import { orderIdSchema } from "./order.schemas";

/**
 * The card payment provider's calls (commerce-core.md §7: initiate, payment methods,
 * payment-information, 3DS2 process, payments-details, payment-status/{orderId},
 * redirect-url/{orderId}; "request and response shapes not shown"). Shared by the client and
 * the reference back end's simulator. Shapes follow the common card-provider model: a payment
 * has a `pspReference` and a `resultCode`; when the shopper must act, an `action` names the page.
 */
export const PAYMENT_PROVIDER_METHODS = ["ideal", "creditcard", "riverty"] as const;
export const providerMethodSchema = z.enum(PAYMENT_PROVIDER_METHODS);
export type ProviderMethod = z.infer<typeof providerMethodSchema>;

export const PAYMENT_RESULT_CODES = ["Authorised", "Refused", "Cancelled", "Pending", "RedirectShopper", "ChallengeShopper", "IdentifyShopper"] as const;
export const paymentResultCodeSchema = z.enum(PAYMENT_RESULT_CODES);
export type PaymentResultCode = z.infer<typeof paymentResultCodeSchema>;

/** What the shopper must do next: open a page of the provider (bank choice, 3DS challenge, pay later). */
export const paymentActionSchema = z.object({
  type: z.enum(["redirect", "threeDS2Fingerprint", "threeDS2Challenge"]),
  url: z.url().optional(),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** The card as the shop's form collects it (the simulator's test numbers decide the outcome). */
export const cardDetailsSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  holderName: z.string().trim().min(1).max(255),
  expiryMonth: z.string().regex(/^(0[1-9]|1[0-2])$/),
  expiryYear: z.string().regex(/^\d{4}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

/** POST {payment}/initiate: pay an order placed before with one of the provider's methods. */
export const paymentInitiateRequestSchema = z.object({
  order_id: orderIdSchema,
  method: providerMethodSchema,
  /** The shop's page the provider sends the shopper back to (its query gets orderId and redirectResult); on an origin the provider knows as the shop's. */
  returnUrl: z.url({ protocol: /^https?$/ }),
  /** The order's billing e-mail: with the order id, what shows the caller is the order's shopper (the simulator's check). */
  email: z.string().trim().min(1).max(254),
  /** iDEAL: the bank, when the shop let the shopper choose it; without it the provider's page asks. */
  issuer: z.string().min(1).max(64).optional(),
  card: cardDetailsSchema.optional(),
});
export type PaymentInitiateRequest = z.infer<typeof paymentInitiateRequestSchema>;

/** The answer to initiate, 3ds2-process and payments-details. */
export const paymentReplySchema = z.object({
  order_id: orderIdSchema,
  pspReference: z.string().min(1),
  resultCode: paymentResultCodeSchema,
  action: paymentActionSchema.optional(),
  refusalReason: z.string().optional(),
});
export type PaymentReply = z.infer<typeof paymentReplySchema>;

/** GET {payment}/payment-methods: the provider's methods; iDEAL lists its banks. */
export const providerPaymentMethodSchema = z.object({
  code: providerMethodSchema,
  title: z.string(),
  issuers: z.array(z.object({ id: z.string().min(1), name: z.string() })).optional(),
});
export const providerPaymentMethodsReplySchema = z.array(providerPaymentMethodSchema);
export type ProviderPaymentMethod = z.infer<typeof providerPaymentMethodSchema>;

/** POST {payment}/payment-information: what the provider will charge for an order. */
export const paymentInformationRequestSchema = z.object({ order_id: orderIdSchema });
export const paymentInformationReplySchema = z.object({
  order_id: orderIdSchema,
  amount: z.object({ value: z.number().int().nonnegative(), currency: z.string().length(3) }),
  orderStatus: z.string(),
});
export type PaymentInformation = z.infer<typeof paymentInformationReplySchema>;

/** POST {payment}/3ds2-process: the device fingerprint's result; answers the challenge to show, or the outcome. */
export const threeDS2ProcessRequestSchema = z.object({
  pspReference: z.string().min(1),
  fingerprint: z.string().min(1).max(2000),
});

/** POST {payment}/payments-details: the `redirectResult` the provider put in the return URL. */
export const paymentsDetailsRequestSchema = z.object({
  pspReference: z.string().min(1).optional(),
  details: z.object({ redirectResult: z.string().min(1).max(2000) }),
});

/** GET {payment}/payment-status/{orderId}. */
export const paymentStatusReplySchema = z.object({
  order_id: orderIdSchema,
  resultCode: paymentResultCodeSchema,
  /** The order's status at the back end: pending, processing, payment_failed, … */
  orderStatus: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatusReplySchema>;

/** GET {payment}/redirect-url/{orderId}: the provider page of the order's payment, to resume it. */
export const redirectUrlReplySchema = z.object({ order_id: orderIdSchema, url: z.url() });
