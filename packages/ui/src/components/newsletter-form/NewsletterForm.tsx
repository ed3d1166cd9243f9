import { useEffect, useId, useReducer, useState, type FormEvent } from "react";
import { cx } from "../../internal/cx";
import { AlertIcon, CheckIcon } from "../../internal/icons";
import { useLatest } from "../../internal/use-latest";
import { useTranslate } from "../../text/text-context";
import {
  isValidEmail,
  NEWSLETTER_EMAIL_MESSAGE,
  NEWSLETTER_FEEDBACK_MS,
  NEWSLETTER_IDLE,
  NEWSLETTER_RESET_MS,
  reduceNewsletterForm,
} from "./rules/newsletter-form-rules";

export interface NewsletterFormProps {
  /** Subscribes; resolves true on success. The container shows the spec's notifications. */
  onSubscribe: (email: string) => Promise<boolean>;
  feedbackMs?: number;
  resetMs?: number;
}

/** The newsletter e-mail form with its §4 states (idle, subscribing, feedback, reset). */
export function NewsletterForm({ onSubscribe, feedbackMs = NEWSLETTER_FEEDBACK_MS, resetMs = NEWSLETTER_RESET_MS }: NewsletterFormProps) {
  const t = useTranslate();
  const inputId = useId();
  const [state, dispatch] = useReducer(reduceNewsletterForm, NEWSLETTER_IDLE);
  const [email, setEmail] = useState("");
  const [error, setError] = useState(false);
  const subscribe = useLatest(onSubscribe);

  useEffect(() => {
    if (state.phase === "feedback") {
      const timer = setTimeout(() => dispatch({ type: "feedbackEnded" }), feedbackMs);
      return () => clearTimeout(timer);
    }
    if (state.phase === "resetting") {
      const timer = setTimeout(() => {
        if (state.success) setEmail("");
        dispatch({ type: "resetEnded" });
      }, resetMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state, feedbackMs, resetMs]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.phase !== "idle") return;
    if (!isValidEmail(email)) {
      setError(true);
      return;
    }
    setError(false);
    dispatch({ type: "submitted" });
    subscribe
      .current(email.trim())
      .catch(() => false)
      .then((success) => dispatch({ type: "answered", success }));
  };

  const busy = state.phase === "subscribing";
  return (
    <form className={cx("shop-newsletter-form", busy && "shop-newsletter-form--busy")} onSubmit={submit} noValidate aria-busy={busy}>
      <label htmlFor={inputId} className="shop-visually-hidden">
        {t("Email address for the newsletter")}
      </label>
      <div className="shop-newsletter-form__row">
        <input
          id={inputId}
          type="email"
          className="shop-field__input shop-newsletter-form__input"
          autoComplete="email"
          placeholder={t("E-mail address")}
          value={email}
          required
          aria-invalid={error || undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="shop-button" disabled={busy}>
          {busy ? <span className="shop-spinner" aria-hidden="true" /> : null}
          {busy ? t("Subscribing") : t("Subscribe")}
        </button>
        {state.phase === "feedback" && (
          <span className={cx("shop-newsletter-form__feedback", state.success ? "shop-newsletter-form__feedback--success" : "shop-newsletter-form__feedback--error")} data-testid="newsletter-feedback" data-success={state.success}>
            {state.success ? <CheckIcon /> : <AlertIcon />}
          </span>
        )}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="shop-field__error">
          {t(NEWSLETTER_EMAIL_MESSAGE)}
        </p>
      )}
    </form>
  );
}
