import { z } from "zod";

/** presentation-content.md §5 validation messages. */
export const REQUIRED_MESSAGE = "Field is required.";

const requiredText = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max);

export const regionSchema = z.looseObject({
  region: z.string().nullable().optional(),
  region_code: z.string().nullable().optional(),
  region_id: z.number().int().nullable().optional(),
});

/** commerce-core.md §3 Address `country_id`: an ISO 3166-1 alpha-2 code, as the back end stores it. */
export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code");

/**
 * A postal address as a checkout and an account share it: street lines are the street,
 * then the house number plus optional affix (commerce-core.md §3 Address).
 */
export const postalAddressSchema = z.object({
  firstname: requiredText(255),
  lastname: requiredText(255),
  street: z.array(z.string().trim().max(255)).min(1).max(4).refine((lines) => (lines[0] ?? "").length > 0, REQUIRED_MESSAGE),
  city: requiredText(255),
  postcode: z.string().trim().min(3, "Zip code must have at least 3 letters.").max(20),
  country_id: countryIdSchema,
  telephone: z.string().trim().max(40).optional(),
  company: z.string().trim().max(255).optional(),
  vat_id: z.string().trim().max(40).optional(),
  region: regionSchema.optional(),
  region_id: z.number().int().nullable().optional(),
  region_code: z.string().nullable().optional(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** commerce-core.md §3 Address: DELIVERY is the default type. */
export const ADDRESS_TYPES = ["DELIVERY", "SHIPPING"] as const;
export const addressTypeSchema = z.enum(ADDRESS_TYPES);

/** An address of the account (commerce-core.md §3 "Address (account)"). */
export const customerAddressSchema = z.looseObject({
  ...postalAddressSchema.shape,
  address_id: z.number().int(),
  /** Magento's name for the same id. */
  id: z.number().int().optional(),
  customer_id: z.number().int().optional(),
  is_default: z.enum(["0", "1"]),
  address_type: addressTypeSchema,
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** An address sent in a profile update: new ones have no id yet. */
export const customerAddressInputSchema = z.object({
  ...postalAddressSchema.shape,
  address_id: z.number().int().optional(),
  id: z.number().int().optional(),
  is_default: z.enum(["0", "1"]).optional(),
  address_type: addressTypeSchema.optional(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});
export type CustomerAddressInput = z.infer<typeof customerAddressInputSchema>;

/** DELETE /api/ext/{ext}/address: "with user_id and address_id" (commerce-core.md §7). */
export const addressDeleteRequestSchema = z.object({
  address_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive().optional(),
});
export type AddressDeleteRequest = z.infer<typeof addressDeleteRequestSchema>;

export const addressListReplySchema = z.array(customerAddressSchema);
