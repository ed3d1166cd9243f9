import { useTranslate } from "../text/text-context";
import type { ValidationMessage } from "../components/form-fields/rules/validators";
import { Spinner } from "../components/spinner/Spinner";

/** A server's answer to a step: an i18n key, or a key with values. */
export type StepError = string | ValidationMessage;

const asMessage = (error: StepError): ValidationMessage => (typeof error === "string" ? { key: error } : error);

export interface StepSubmitProps {
  /** Already translated. */
  label: string;
  /** The step is being saved: the button refuses a second press (aria-busy, aria-disabled) and shows a spinner. */
  submitting?: boolean;
  /** A submit was refused by the form's checks. */
  refused?: boolean;
  /** The server refused the step (an i18n key). */
  error?: StepError | null;
}

/**
 * The foot of a checkout step's form: 'Please fix the validation errors' when a submit was
 * refused, the server's refusal, both announced (role=alert), and the submit button.
 */
export function StepSubmit({ label, submitting = false, refused = false, error = null }: StepSubmitProps) {
  const t = useTranslate();
  const message = error === null ? null : asMessage(error);
  return (
    <div className="shop-checkout-step__submit">
      <div role="alert" className="shop-checkout-step__alert">
        {refused && <p className="shop-form-field__error">{t("Please fix the validation errors")}</p>}
        {message && !submitting && <p className="shop-form-field__error">{t(message.key, message.values)}</p>}
      </div>
      <button type="submit" className="shop-button shop-button--block shop-checkout-step__button" aria-disabled={submitting || undefined} aria-busy={submitting || undefined}>
        {submitting && <Spinner size={18} />}
        <span>{label}</span>
      </button>
    </div>
  );
}
