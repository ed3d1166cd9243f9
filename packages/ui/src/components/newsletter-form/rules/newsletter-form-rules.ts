/**
 * presentation-content.md §4 "Newsletter form: idle, subscribing (dimmed with spinner), then
 * feedback icon (success or error) shown 3 s, success flag reset 0.5 s later", §5 Newsletter,
 * §9 "Newsletter feedback / reset 3000 / 500 ms".
 */
export const NEWSLETTER_FEEDBACK_MS = 3000;
export const NEWSLETTER_RESET_MS = 500;
export const NEWSLETTER_EMAIL_MESSAGE = "Please provide an valid e-mail address";

export type NewsletterFormState =
  | { phase: "idle" }
  | { phase: "subscribing" }
  /** The feedback icon is showing. */
  | { phase: "feedback"; success: boolean }
  /** Icon gone; the success flag resets when this ends. */
  | { phase: "resetting"; success: boolean };

export type NewsletterFormEvent =
  | { type: "submitted" }
  | { type: "answered"; success: boolean }
  | { type: "feedbackEnded" }
  | { type: "resetEnded" };

export const NEWSLETTER_IDLE: NewsletterFormState = { phase: "idle" };

export function reduceNewsletterForm(state: NewsletterFormState, event: NewsletterFormEvent): NewsletterFormState {
  switch (event.type) {
    case "submitted":
      return state.phase === "idle" ? { phase: "subscribing" } : state;
    case "answered":
      return state.phase === "subscribing" ? { phase: "feedback", success: event.success } : state;
    case "feedbackEnded":
      return state.phase === "feedback" ? { phase: "resetting", success: state.success } : state;
    case "resetEnded":
      return state.phase === "resetting" ? NEWSLETTER_IDLE : state;
  }
}

/** Required and shaped like an address: something@domain.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
