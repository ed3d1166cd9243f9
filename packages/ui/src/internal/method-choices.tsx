import type { ReactNode } from "react";
import { cx } from "./cx";
import { useDomId } from "./use-dom-id";

export interface MethodChoice {
  code: string;
  title: ReactNode;
  /** A second line (carrier, description). */
  detail?: ReactNode;
  /** Formatted price or cost; none shows when absent. */
  price?: string;
  /** Shown in front of the title (a payment mark). */
  icon?: ReactNode;
  /** Shown under the choice while it is chosen (a bank list, a card form). */
  extra?: ReactNode;
}

export interface MethodChoicesProps {
  /** Already translated. */
  legend: string;
  name: string;
  choices: readonly MethodChoice[];
  value: string | null;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** The group's message (an error or why it is disabled), already rendered; tied by aria-describedby. */
  message?: ReactNode;
  invalid?: boolean;
  className?: string;
}

/**
 * A radio group of shipping or payment methods (native radios: arrow keys move and choose),
 * each a bordered row with title, detail and price; the chosen one may open extra fields.
 */
export function MethodChoices({ legend, name, choices, value, onChange, disabled = false, message, invalid = false, className }: MethodChoicesProps) {
  const id = useDomId(`shop-${name}`);
  const messageId = `${id}-message`;
  return (
    <fieldset className={cx("shop-choices", "shop-method-choices", className)} aria-describedby={message ? messageId : undefined} disabled={disabled}>
      <legend className="shop-method-choices__legend">{legend}</legend>
      {message && (
        <div id={messageId} className={cx("shop-method-choices__message", invalid && "shop-method-choices__message--error")}>
          {message}
        </div>
      )}
      {choices.map((choice) => {
        const checked = choice.code === value;
        return (
          <div key={choice.code} className={cx("shop-method-choices__item", checked && "shop-method-choices__item--checked")}>
            <label className="shop-choice shop-method-choice">
              <input className="shop-choice__input" type="radio" name={name} value={choice.code} checked={checked} onChange={() => onChange(choice.code)} />
              {choice.icon}
              <span className="shop-method-choice__text">
                <span className="shop-method-choice__title">{choice.title}</span>
                {choice.detail && <span className="shop-method-choice__detail">{choice.detail}</span>}
              </span>
              {choice.price !== undefined && <span className="shop-method-choice__price">{choice.price}</span>}
            </label>
            {checked && choice.extra && <div className="shop-method-choices__extra">{choice.extra}</div>}
          </div>
        );
      })}
    </fieldset>
  );
}
