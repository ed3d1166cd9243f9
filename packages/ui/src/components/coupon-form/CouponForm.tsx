import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { focusLeft } from "../../internal/focus-left";
import { useTranslate } from "../../text/text-context";
import type { ValidationMessage } from "../form-fields/rules/validators";
import { TextField } from "../form-fields/TextField";
import { Spinner } from "../spinner/Spinner";
import { couponCodeProblem, couponCodeToApply } from "./rules/coupon-code";

export interface CouponFormProps {
  /** The cart's coupon code while one is applied (commerce-core.md §3 cart state), else null. */
  appliedCode: string | null;
  /** A code that passed the form's checks, without surrounding spaces. */
  onApply: (code: string) => void;
  onRemove: () => void;
  /**
   * The server's answer to the last apply or remove, an i18n key (e.g. "The coupon code isn't
   * valid. Verify the code and try again.") or a key with values; null when there is none.
   */
  error?: string | ValidationMessage | null;
  /** Applying or removing is on its way: the buttons refuse a second press (aria-busy, aria-disabled), the field is read-only. */
  pending?: boolean;
  className?: string;
}

const asMessage = (error: string | ValidationMessage): ValidationMessage => (typeof error === "string" ? { key: error } : error);

/**
 * The cart's discount code (commerce-core.md §7 apply-coupon / delete-coupon, presentation-content.md
 * §5 "coupon code valid"): a field with Apply, or the applied code with Remove. The form
 * checks what cannot be a code; the server's refusal comes back through `error`, shows under
 * the field and is announced; typing a new code puts it away. When the swap between the
 * two states takes the focused control away, focus moves to the other state's control (the
 * applied code's Remove, or the field).
 */
export function CouponForm({ appliedCode, onApply, onRemove, error = null, pending = false, className }: CouponFormProps) {
  const t = useTranslate();
  const fieldId = useDomId("shop-coupon");
  const labelId = useDomId("shop-coupon-label");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<ValidationMessage | null>(null);
  /** The server error the shopper has typed over since it came. */
  const [dismissed, setDismissed] = useState<CouponFormProps["error"]>(null);
  const root = useRef<HTMLDivElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  const shownCode = useRef(appliedCode);

  const [previousCode, setPreviousCode] = useState(appliedCode);
  if (previousCode !== appliedCode) {
    // A new state: the field starts empty, old messages go.
    setPreviousCode(appliedCode);
    setCode("");
    setProblem(null);
  }

  useLayoutEffect(() => {
    if (shownCode.current === appliedCode) return;
    shownCode.current = appliedCode;
    // Only focus that fell with the swapped control moves; focus the shopper has elsewhere stays.
    if (!focusInside.current || (document.activeElement && document.activeElement !== document.body)) return;
    (appliedCode === null ? root.current?.querySelector<HTMLInputElement>(`#${fieldId}`) : removeButton.current)?.focus();
  }, [appliedCode, fieldId]);

  const serverError = error !== null && error !== dismissed && !pending ? asMessage(error) : null;
  const shown = problem ?? serverError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = couponCodeProblem(code);
    setProblem(found);
    setDismissed(null);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>(`#${fieldId}`)?.focus();
      return;
    }
    onApply(couponCodeToApply(code));
  };

  return (
    <div
      ref={root}
      className={cx("shop-coupon", className)}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        if (focusLeft(event)) focusInside.current = false;
      }}
    >
      {appliedCode !== null ? (
        <div className="shop-coupon__applied" role="group" aria-labelledby={labelId} aria-busy={pending || undefined}>
          <p className="shop-coupon__code">
            <span id={labelId} className="shop-coupon__label">
              {t("Discount code")}
            </span>{" "}
            <strong>{appliedCode}</strong>
          </p>
          <button
            ref={removeButton}
            type="button"
            className="shop-button shop-button--secondary"
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={() => {
              if (!pending) onRemove();
            }}
          >
            {pending && <Spinner size={18} />}
            <span>
              {t("Remove")}
              <span className="shop-visually-hidden">: {appliedCode}</span>
            </span>
          </button>
          {serverError && <p className="shop-form-field__error shop-coupon__error">{t(serverError.key, serverError.values)}</p>}
        </div>
      ) : (
        <form className="shop-coupon__form" onSubmit={submit} noValidate aria-busy={pending || undefined}>
          <TextField
            id={fieldId}
            className="shop-coupon__field"
            label="Discount code"
            name="coupon"
            value={code}
            autoComplete="off"
            readOnly={pending}
            error={shown}
            onChange={(value) => {
              setCode(value);
              if (problem && couponCodeProblem(value) === null) setProblem(null);
              if (serverError) setDismissed(error);
            }}
          />
          <button type="submit" className="shop-button shop-coupon__apply" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
            {pending && <Spinner size={18} />}
            <span>{t("Apply")}</span>
          </button>
        </form>
      )}
      {/* The server answers later, with focus anywhere: its refusal is announced. */}
      <p className="shop-visually-hidden" role="status">
        {serverError ? t(serverError.key, serverError.values) : ""}
      </p>
    </div>
  );
}
