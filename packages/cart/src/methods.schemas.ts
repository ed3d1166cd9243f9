import { countryIdSchema, emailSchema, postalAddressSchema, regionSchema } from "@shop/user";
import { z } from "zod";
import { cartTotalsSchema } from "./totals.schemas";

/**
 * A shipping method as the platform estimates it. `available: false` ones are part of the
 * reply; dropping them is the client's job (commerce-core.md §5).
 */
export const shippingMethodSchema = z.looseObject({
  carrier_code: z.string().min(1),
  method_code: z.string().min(1),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: z.number(),
  base_amount: z.number().optional(),
  price_excl_tax: z.number(),
  price_incl_tax: z.number(),
  available: z.boolean(),
  error_message: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodsReplySchema = z.array(shippingMethodSchema);

/** POST …/cart/shipping-methods {address: region, region_id, country_id, street, postcode, city, region_code}. */
export const shippingMethodsRequestSchema = z.object({
  address: z.object({
    country_id: countryIdSchema,
    region: z.union([z.string(), regionSchema]).nullable().optional(),
    region_id: z.number().int().nullable().optional(),
    region_code: z.string().nullable().optional(),
    street: z.array(z.string()).optional(),
    postcode: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
  }),
});
export type ShippingMethodsRequest = z.infer<typeof shippingMethodsRequestSchema>;

export const paymentMethodSchema = z.looseObject({
  code: z.string().min(1),
  title: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsReplySchema = z.array(paymentMethodSchema);

/** An address of a cart or order: a postal address with the e-mail the confirmation goes to. */
export const cartAddressSchema = postalAddressSchema.extend({
  email: emailSchema.optional(),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;

/** POST …/cart/shipping-information {addressInformation}. */
export const shippingInformationRequestSchema = z.object({
  addressInformation: z.object({
    shippingAddress: cartAddressSchema,
    billingAddress: cartAddressSchema.optional(),
    shipping_method_code: z.string().min(1),
    shipping_carrier_code: z.string().min(1),
  }),
});
export type ShippingInformationRequest = z.infer<typeof shippingInformationRequestSchema>;

export const shippingInformationReplySchema = z.looseObject({
  payment_methods: z.array(paymentMethodSchema),
  totals: cartTotalsSchema,
});
export type ShippingInformationReply = z.infer<typeof shippingInformationReplySchema>;

/** POST …/cart/collect-totals {methods}. */
export const collectTotalsRequestSchema = z.object({
  methods: z
    .object({
      paymentMethod: z.object({ method: z.string().min(1) }).optional(),
      shippingCarrierCode: z.string().min(1).optional(),
      shippingMethodCode: z.string().min(1).optional(),
    })
    .refine(
      (methods) => (methods.shippingCarrierCode === undefined) === (methods.shippingMethodCode === undefined),
      "shippingCarrierCode and shippingMethodCode go together",
    ),
});
export type CollectTotalsRequest = z.infer<typeof collectTotalsRequestSchema>;
