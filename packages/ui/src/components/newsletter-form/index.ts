export { NewsletterForm, type NewsletterFormProps } from "./NewsletterForm";
export {
  newsletterFormReducer,
  INITIAL_NEWSLETTER_FORM_STATE,
  NEWSLETTER_FEEDBACK_MS,
  NEWSLETTER_RESET_MS,
  NEWSLETTER_DEBOUNCE_MS,
  type NewsletterResult,
  type NewsletterFeedbackResult,
  type NewsletterFormState,
  type NewsletterFormEvent,
} from "./rules/newsletter-form-state";
