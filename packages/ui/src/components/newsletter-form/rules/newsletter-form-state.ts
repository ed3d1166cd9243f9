/**
 * presentation-content.md §4 "Newsletter form: idle, subscribing (dimmed with spinner), then
 * feedback icon (success or error) shown 3 s, success flag reset 0.5 s later"; §9 "Newsletter
 * feedback / reset / debounce 3000 / 500 / 500 ms".
 */
export const NEWSLETTER_FEEDBACK_MS = 3000;
export const NEWSLETTER_RESET_MS = 500;
export const NEWSLETTER_DEBOUNCE_MS = 500;

/**
 * What the subscribe call answered (commerce-core.md §8 / presentation-content.md §8 newsletter
 * messages). "silent-failure" is §7's resultCode 400: §8 shows no failure message
 * for it, so the form shows nothing and keeps the address.
 */
export type NewsletterResult = "subscribed" | "already-subscribed" | "failed" | "silent-failure";

/** The answers the form gives feedback for (every result but the silent one). */
export type NewsletterFeedbackResult = Exclude<NewsletterResult, "silent-failure">;

export interface NewsletterFormState {
  phase: "idle" | "subscribing" | "feedback";
  /** The feedback icon shown during the feedback phase. */
  feedback: "success" | "error" | null;
  /** The last subscription succeeded; cleared 0.5 s after the feedback ends (the form then empties). */
  success: boolean;
  /** Which message the feedback announces. */
  result: NewsletterFeedbackResult | null;
}

export type NewsletterFormEvent =
  | { type: "submit" }
  | { type: "answered"; result: NewsletterResult }
  | { type: "feedback-elapsed" }
  | { type: "reset-elapsed" };

export const INITIAL_NEWSLETTER_FORM_STATE: NewsletterFormState = { phase: "idle", feedback: null, success: false, result: null };

export function newsletterFormReducer(state: NewsletterFormState, event: NewsletterFormEvent): NewsletterFormState {
  switch (event.type) {
    case "submit":
      // One request at a time.
      return state.phase === "subscribing" ? state : { phase: "subscribing", feedback: null, success: false, result: null };
    case "answered": {
      if (state.phase !== "subscribing") return state;
      // Silent failure: straight back to idle, no icon, no message, no success flag.
      if (event.result === "silent-failure") return INITIAL_NEWSLETTER_FORM_STATE;
      const ok = event.result !== "failed";
      return { phase: "feedback", feedback: ok ? "success" : "error", success: ok, result: event.result };
    }
    case "feedback-elapsed":
      return state.phase === "feedback" ? { ...state, phase: "idle", feedback: null } : state;
    case "reset-elapsed":
      return state.phase === "idle" && state.success ? { ...state, success: false, result: null } : state;
  }
}
