import { z } from "zod";

/** presentation-content.md §5 Newsletter: "Email required and valid; message 'Please provide an valid e-mail address'". */
export const NEWSLETTER_EMAIL_MESSAGE = "Please provide an valid e-mail address";
export const newsletterEmailSchema = z.email(NEWSLETTER_EMAIL_MESSAGE).max(254, NEWSLETTER_EMAIL_MESSAGE);

/** Body of POST and DELETE /api/ext/{newsletter}/subscribe. */
export const newsletterSubscribeRequestSchema = z.object({
  email: newsletterEmailSchema,
  token: z.string().optional(),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

/** GET …/subscribe?email → "subscribed" (commerce-core.md §7 Newsletter) or "unsubscribed". */
export const newsletterStatusSchema = z.enum(["subscribed", "unsubscribed"]);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/**
 * Result of POST …/subscribe (presentation-content.md §7 Newsletter): the contact id to
 * store, and email_exists when the address was already subscribed.
 */
export const newsletterSubscribeReplySchema = z.looseObject({
  contact_id: z.string().min(1),
  email_exists: z.boolean(),
});
export type NewsletterSubscribeReply = z.infer<typeof newsletterSubscribeReplySchema>;
