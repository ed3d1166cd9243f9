import { z } from "zod";
import { customerAddressInputSchema, customerAddressSchema, REQUIRED_MESSAGE } from "./address.schemas";
import { newPasswordSchema } from "./password.schemas";

/** presentation-content.md §5: the spec's only quoted e-mail message, typo included (an @shop/i18n key). */
export const EMAIL_MESSAGE = "Please provide an valid e-mail address";
/** An e-mail address, at most 254 characters (RFC 5321); every failure has `EMAIL_MESSAGE`. */
export const emailSchema = z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE);
const nameSchema = z.string().trim().min(2, "Name must have at least 2 letters.").max(255);

/** The current profile (commerce-core.md §3 User state: email, firstname, lastname, group_id, addresses). */
export const customerSchema = z.looseObject({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: z.number().int(),
  store_id: z.number().int().optional(),
  website_id: z.number().int().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  default_billing: z.string().optional(),
  default_shipping: z.string().optional(),
  addresses: z.array(customerAddressSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST /api/ext/{ext}/create {customer, password}. */
export const customerCreateRequestSchema = z.object({
  customer: z.object({
    email: emailSchema,
    firstname: nameSchema,
    lastname: nameSchema,
    addresses: z.array(customerAddressInputSchema).max(20).optional(),
  }),
  password: newPasswordSchema,
});
export type CustomerCreateRequest = z.infer<typeof customerCreateRequestSchema>;

/**
 * POST /api/ext/{ext}/me: "A customer may modify only firstname, lastname, email and
 * addresses" (commerce-core.md §5). Other profile fields are accepted and ignored, so a
 * client may send the profile it holds; an `id` other than the caller's is refused.
 */
export const customerUpdateSchema = z.looseObject({
  id: z.number().int().optional(),
  email: emailSchema.optional(),
  firstname: nameSchema.optional(),
  lastname: nameSchema.optional(),
  addresses: z.array(customerAddressInputSchema).max(20).optional(),
});
export const customerUpdateRequestSchema = z.object({ customer: customerUpdateSchema });
export type CustomerUpdateRequest = z.infer<typeof customerUpdateRequestSchema>;

/** POST /api/ext/{ext}/login {username, password}: the reply's result is the token, meta.refreshToken the refresh token. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, REQUIRED_MESSAGE).max(254),
  password: z.string().min(1, REQUIRED_MESSAGE).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const tokenReplySchema = z.string().min(1);

/** POST /api/ext/{ext}/refresh {refreshToken}: the result is the new token. */
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1, REQUIRED_MESSAGE) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const resetPasswordRequestSchema = z.object({ email: emailSchema });
export const createPasswordRequestSchema = z.object({
  email: emailSchema,
  newPassword: newPasswordSchema,
  resetToken: z.string().min(1, REQUIRED_MESSAGE),
});
/** POST /api/ext/{ext}/change-password (body "not shown"): Magento's names. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, REQUIRED_MESSAGE),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Password calls answer true. */
export const passwordReplySchema = z.literal(true);

/** POST user search {email_address}; the answer is read from meta.customer_exists and mirrored in result. */
export const userSearchRequestSchema = z.object({ email_address: emailSchema });
export const userSearchReplySchema = z.boolean();
