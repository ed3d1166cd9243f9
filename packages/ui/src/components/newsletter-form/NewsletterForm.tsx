import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { cx } from "../../internal/cx";
import { AlertIcon, CheckIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { validNewsletterEmail, type ValidationMessage } from "../form-fields/rules/validators";
import { TextField } from "../form-fields/TextField";
import { Spinner } from "../spinner/Spinner";
import {
  INITIAL_NEWSLETTER_FORM_STATE,
  NEWSLETTER_DEBOUNCE_MS,
  NEWSLETTER_FEEDBACK_MS,
  NEWSLETTER_RESET_MS,
  newsletterFormReducer,
  type NewsletterFeedbackResult,
  type NewsletterResult,
} from "./rules/newsletter-form-state";

export interface NewsletterFormProps {
  /**
   * Subscribes the address; resolves with what the service answered. A rejection counts as
   * "failed"; "silent-failure" is §7's resultCode 400: no icon, no message, the
   * address stays. The app shows the spec's notification for the answer (presentation-content.md §8).
   */
  onSubscribe: (email: string) => Promise<NewsletterResult>;
  /** §9 newsletter feedback / reset / debounce: 3000 / 500 / 500 ms. */
  feedbackMs?: number;
  resetMs?: number;
  debounceMs?: number;
  className?: string;
}

/** What the feedback announces (the spec's newsletter messages). */
const FEEDBACK_MESSAGE: Record<NewsletterFeedbackResult, string> = {
  subscribed: "You have been successfully subscribed to our newsletter!",
  "already-subscribed": "You are already subscribed to our newsletter!",
  failed: "An error occurred while subscribing you to our newsletter, please try again!",
};

/**
 * The newsletter form of presentation-content.md §4/§5: an e-mail field ('Please provide an
 * valid e-mail address' when empty or invalid, checked 500 ms after typing stops and on
 * submit) and Subscribe. Subscribing dims the form with a spinner; then a success or error
 * icon shows for 3 s, and the success flag (which empties the field) resets 0.5 s later.
 * The footer's newsletter block composes it under its title and subtitle.
 */
export function NewsletterForm({
  onSubscribe,
  feedbackMs = NEWSLETTER_FEEDBACK_MS,
  resetMs = NEWSLETTER_RESET_MS,
  debounceMs = NEWSLETTER_DEBOUNCE_MS,
  className,
}: NewsletterFormProps) {
  const t = useTranslate();
  const fieldId = useDomId("shop-newsletter");
  const [state, dispatch] = useReducer(newsletterFormReducer, INITIAL_NEWSLETTER_FORM_STATE);
  const [address, setAddress] = useState("");
  const [error, setError] = useState<ValidationMessage | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Validate once typing pauses (§9 debounce 500 ms); an empty field waits for submit or blur.
  useEffect(() => {
    if (address === "") return undefined;
    const timer = setTimeout(() => setError(validNewsletterEmail(address)), debounceMs);
    return () => clearTimeout(timer);
  }, [address, debounceMs]);

  // Feedback for 3 s, then the success flag 0.5 s later.
  useEffect(() => {
    if (state.phase === "feedback") {
      const timer = setTimeout(() => dispatch({ type: "feedback-elapsed" }), feedbackMs);
      return () => clearTimeout(timer);
    }
    if (state.phase === "idle" && state.success) {
      const timer = setTimeout(() => {
        dispatch({ type: "reset-elapsed" });
        setAddress("");
        setError(null);
      }, resetMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state.phase, state.success, feedbackMs, resetMs]);

  const subscribing = state.phase === "subscribing";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribing) return;
    const problem = validNewsletterEmail(address);
    setError(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>(`#${fieldId}`)?.focus();
      return;
    }
    dispatch({ type: "submit" });
    onSubscribe(address.trim()).then(
      (result) => mounted.current && dispatch({ type: "answered", result }),
      () => mounted.current && dispatch({ type: "answered", result: "failed" }),
    );
  };

  return (
    <form className={cx("shop-newsletter-form", subscribing && "shop-newsletter-form--subscribing", className)} onSubmit={submit} noValidate aria-busy={subscribing || undefined}>
      <div className="shop-newsletter-form__row">
        <TextField
          id={fieldId}
          className="shop-newsletter-form__field"
          label="E-mail address"
          hideLabel
          name="email"
          type="email"
          autoComplete="email"
          placeholder="E-mail address"
          value={address}
          readOnly={subscribing}
          error={error}
          onChange={(value) => {
            setAddress(value);
            if (error && validNewsletterEmail(value) === null) setError(null);
          }}
          onBlur={() => {
            if (address !== "") setError(validNewsletterEmail(address));
          }}
        />
        <button type="submit" className="shop-button" aria-disabled={subscribing || undefined} aria-busy={subscribing || undefined}>
          {subscribing ? <Spinner size={18} /> : null}
          <span>{subscribing ? t("Subscribing") : t("Subscribe")}</span>
        </button>
        {state.feedback && (
          <span className={cx("shop-newsletter-form__feedback", `shop-newsletter-form__feedback--${state.feedback}`)} data-feedback={state.feedback}>
            {state.feedback === "success" ? <CheckIcon size={22} /> : <AlertIcon size={22} />}
          </span>
        )}
      </div>
      <p className="shop-visually-hidden" role="status">
        {state.phase === "feedback" && state.result ? t(FEEDBACK_MESSAGE[state.result]) : ""}
      </p>
    </form>
  );
}
