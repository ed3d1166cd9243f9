export { NewsletterForm, type NewsletterFormProps } from "./NewsletterForm";
export {
  reduceNewsletterForm,
  isValidEmail,
  NEWSLETTER_IDLE,
  NEWSLETTER_FEEDBACK_MS,
  NEWSLETTER_RESET_MS,
  type NewsletterFormState,
  type NewsletterFormEvent,
} from "./rules/newsletter-form-rules";
