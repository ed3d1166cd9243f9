export {
  NEWSLETTER_EMAIL_MESSAGE,
  newsletterEmailSchema,
  newsletterStatusSchema,
  newsletterSubscribeReplySchema,
  newsletterSubscribeRequestSchema,
  type NewsletterStatus,
  type NewsletterSubscribeReply,
  type NewsletterSubscribeRequest,
} from "./newsletter.schemas";
