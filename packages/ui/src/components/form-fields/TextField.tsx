import type { InputHTMLAttributes } from "react";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import type { ValidationMessage } from "./rules/validators";

export interface TextFieldProps {
  /** An i18n key, e.g. "E-mail address". */
  label: string;
  name: string;
  type?: "text" | "email" | "password" | "tel" | "search";
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message to show (a validator's result); the form decides when (e.g. after blur). */
  error?: ValidationMessage | null;
  /** An i18n key shown under the field. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** An i18n key. */
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  id?: string;
  hideLabel?: boolean;
  className?: string;
}

/**
 * A labelled text input with its error: `aria-invalid` while an error shows, and the error
 * (and hint) tied to the input through `aria-describedby`, so screen readers read them with
 * the field. Label, hint, placeholder and error are i18n keys.
 */
export function TextField({
  label,
  name,
  type = "text",
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  disabled,
  readOnly,
  placeholder,
  autoComplete,
  inputMode,
  id,
  hideLabel = false,
  className,
}: TextFieldProps) {
  const t = useTranslate();
  const generatedId = useDomId("shop-field");
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("shop-form-field", error && "shop-form-field--invalid", className)}>
      <label htmlFor={inputId} className={cx("shop-form-field__label", hideLabel && "shop-visually-hidden")}>
        {t(label)}
        {required && (
          <span className="shop-form-field__required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      <input
        id={inputId}
        className="shop-form-field__input"
        name={name}
        type={type}
        value={value}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder === undefined ? undefined : t(placeholder)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <p id={hintId} className="shop-form-field__hint">
          {t(hint)}
        </p>
      )}
      {error && <FieldError id={errorId} error={error} />}
    </div>
  );
}

/** The error line under a field. */
export function FieldError({ id, error }: { id: string; error: ValidationMessage }) {
  const t = useTranslate();
  return (
    <p id={id} className="shop-form-field__error">
      {t(error.key, error.values)}
    </p>
  );
}
