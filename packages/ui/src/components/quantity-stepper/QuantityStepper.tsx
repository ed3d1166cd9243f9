import { useState, type KeyboardEvent } from "react";
import { cx } from "../../internal/cx";
import { MinusIcon, PlusIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import type { ValidationMessage } from "../form-fields/rules/validators";
import { FieldError } from "../form-fields/TextField";
import { Spinner } from "../spinner/Spinner";
import { checkQuantityInput, quantitySteps } from "./rules/quantity-input";

export interface QuantityStepperProps {
  /** The quantity the cart holds. */
  value: number;
  /**
   * Called once per committed change (Enter, leaving the field, or a − / + press) with a valid
   * quantity different from the one shown; never for an invalid or unchanged one. The owner
   * answers by changing `value`, or by turning `pending` on and off again (a refused update).
   */
  onChange: (qty: number) => void;
  /** The most the shopper can order (the line's stock), when known: + stops there. */
  maxQuantity?: number;
  /** An update is on its way: the controls refuse input but keep focus (aria-disabled, read-only); aria-busy. */
  pending?: boolean;
  /** Nothing to change (an out-of-stock line): every control refuses. */
  disabled?: boolean;
  /** What is counted, appended to the controls' names for screen readers ("Quantity: Oxford shirt"); shown as given. */
  itemName?: string;
  /** Show the 'Quantity' label (default) or give it to screen readers only. */
  hideLabel?: boolean;
  /** Ids of elements that describe the field too (the cart line's messages). */
  describedBy?: string;
  id?: string;
  className?: string;
}

/**
 * The cart line's quantity (presentation-content.md §3 cart item qty, §5 quantity rules): a
 * text field parsed to a positive integer with − and + beside it. − stops at 1, + at the stock;
 * a typed quantity counts on Enter or when the field is left, and a wrong one stays in the
 * field with its message (Escape brings back the cart's quantity). Messages are announced
 * politely. Off states are `aria-disabled`, so a keyboard shopper who pressed + up to the
 * stock keeps focus on it (as the carousel arrows do).
 */
export function QuantityStepper({ value, onChange, maxQuantity, pending = false, disabled = false, itemName, hideLabel = false, describedBy, id, className }: QuantityStepperProps) {
  const t = useTranslate();
  const generatedId = useDomId("shop-quantity");
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  /** Typed and not yet committed. */
  const [text, setText] = useState<string | null>(null);
  /** Committed and not yet answered: shown meanwhile, so the field does not jump back while the cart updates. */
  const [requested, setRequested] = useState<number | null>(null);
  const [error, setError] = useState<ValidationMessage | null>(null);
  const [seen, setSeen] = useState({ value, pending });
  if (seen.value !== value || seen.pending !== pending) {
    // Derived during render (React's "storing information from previous renders"): the owner answered.
    setSeen({ value, pending });
    if (seen.value !== value) {
      setRequested(null);
      setText(null);
      setError(null);
    } else if (seen.pending && !pending) {
      setRequested(null);
    }
  }

  const current = requested ?? value;
  const blocked = pending || disabled;
  const steps = quantitySteps(current, { maxQuantity, unavailable: disabled });
  const shownError: ValidationMessage | null =
    error ?? (steps.aboveStock && maxQuantity !== undefined ? { key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity } } : null);
  const usableMax = maxQuantity !== undefined && maxQuantity >= 1 ? maxQuantity : undefined;

  const request = (qty: number) => {
    setText(null);
    setError(null);
    if (qty === current) return;
    setRequested(qty);
    onChange(qty);
  };

  const commit = () => {
    if (text === null || blocked) return;
    const result = checkQuantityInput(text, usableMax);
    if (result.error) setError(result.error);
    else request(result.qty);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      // Commits here; a surrounding form is not submitted by it.
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && (text !== null || error !== null)) {
      // Marks the Escape as used: a dialog around the field stays open (useEscapeKey).
      event.preventDefault();
      setText(null);
      setError(null);
    }
  };

  const step = (target: number | null) => {
    if (target !== null && !blocked) request(target);
  };
  const name = itemName ? `: ${itemName}` : "";
  const describers = [shownError ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cx("shop-quantity", blocked && "shop-quantity--blocked", className)} aria-busy={pending || undefined}>
      <label htmlFor={inputId} className={cx("shop-quantity__label", hideLabel && "shop-visually-hidden")}>
        {t("Quantity")}
        {name && <span className="shop-visually-hidden">{name}</span>}
      </label>
      <div className="shop-quantity__controls">
        <button
          type="button"
          className="shop-quantity__step"
          aria-controls={inputId}
          aria-disabled={blocked || steps.decrease === null || undefined}
          onClick={() => step(steps.decrease)}
        >
          <MinusIcon size={18} />
          <span className="shop-visually-hidden">
            {t("Decrease quantity")}
            {name}
          </span>
        </button>
        <input
          id={inputId}
          className="shop-quantity__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={text ?? String(current)}
          readOnly={blocked}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describers}
          onChange={(event) => {
            setText(event.target.value);
            // A message goes as soon as the text is right again; a new one waits for the commit.
            if (error && checkQuantityInput(event.target.value, usableMax).error === null) setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
        <button
          type="button"
          className="shop-quantity__step"
          aria-controls={inputId}
          aria-disabled={blocked || steps.increase === null || undefined}
          onClick={() => step(steps.increase)}
        >
          <PlusIcon size={18} />
          <span className="shop-visually-hidden">
            {t("Increase quantity")}
            {name}
          </span>
        </button>
        {pending && <Spinner size={18} className="shop-quantity__spinner" />}
      </div>
      {/* Always mounted, so a message appearing after a commit (focus already elsewhere) is heard. */}
      <div className="shop-quantity__message" aria-live="polite">
        {shownError && <FieldError id={errorId} error={shownError} />}
      </div>
    </div>
  );
}
