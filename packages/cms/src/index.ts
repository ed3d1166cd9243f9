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
// Content: stories, theme, blog, preview and live updates (presentation-content.md §3, §4, §7).
export * from "./content/safe-text";
export * from "./content/link.schemas";
export * from "./content/rich-text.schemas";
export * from "./content/blocks.schemas";
export * from "./content/theme.schemas";
export * from "./content/story.schemas";
export * from "./content/replies.schemas";
