import type { ReactNode } from "react";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import type { ValidationMessage } from "./rules/validators";
import { FieldError } from "./TextField";

export interface CheckboxFieldProps {
  /** An i18n key, e.g. the terms-and-conditions sentence. */
  label: string;
  /** Replaces the translated label, e.g. to put a link in it. */
  labelContent?: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: ValidationMessage | null;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A labelled checkbox with its error (aria-invalid, aria-describedby), e.g. accepting the terms. */
export function CheckboxField({ label, labelContent, name, checked, onChange, onBlur, error, required = false, disabled, id, className }: CheckboxFieldProps) {
  const t = useTranslate();
  const generatedId = useDomId("shop-checkbox");
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx("shop-form-field", "shop-form-field--checkbox", error && "shop-form-field--invalid", className)}>
      <input
        id={inputId}
        className="shop-form-field__checkbox"
        type="checkbox"
        name={name}
        checked={checked}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={inputId} className="shop-form-field__label shop-form-field__label--inline">
        {labelContent ?? t(label)}
      </label>
      {error && <FieldError id={errorId} error={error} />}
    </div>
  );
}
