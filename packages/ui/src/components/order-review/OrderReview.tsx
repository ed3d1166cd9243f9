import { useState, type FormEvent, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { StepSubmit, type StepError } from "../../internal/step-submit";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { CartSummary } from "../cart-summary/CartSummary";
import type { CartSummarySegment } from "../cart-summary/rules/summary-rows";
import { CheckboxField } from "../form-fields/CheckboxField";
import { termsAccepted } from "../form-fields/rules/validators";
import type { MiniCartItem } from "../mini-cart/MiniCart";

/** The steps whose details the review shows, each with its Edit button. */
export type ReviewedStep = "personal-details" | "shipping" | "payment";

export interface OrderReviewProps {
  /** The cart's lines (the mini cart's item shape: one mapping feeds both). */
  lines: readonly MiniCartItem[];
  /** The totals segments, values formatted. */
  segments: readonly CartSummarySegment[];
  totalsUpdating?: boolean;
  /** Name and e-mail address, as lines. */
  personalDetails: readonly string[];
  /** As lines (`addressLines`). */
  shippingAddress: readonly string[];
  /** The chosen method's title and price, as shown. */
  shippingMethod: string;
  /** As lines, or null when it is the shipping address. */
  billingAddress: readonly string[] | null;
  /** The chosen method's title (and bank), as shown. */
  paymentMethod: string;
  onEdit: (step: ReviewedStep) => void;
  /** The terms were accepted: place the order (commerce-core.md §4 Checkout). */
  onPlaceOrder: () => void;
  placing?: boolean;
  /** 'Error placing an order', 'Something went wrong with the order', … */
  error?: StepError | null;
  /** No connection: the order is kept and sent when the shopper is back online (commerce-core.md §4 Network tasks). */
  offline?: boolean;
  /** The terms' label with a link, replacing the plain 'I accept the terms and conditions'. */
  termsLabel?: ReactNode;
  className?: string;
}

/**
 * Checkout step 'Order review': what the shopper entered, each part with its Edit button
 * back to its step, the lines and the totals, the terms to accept ('You must accept the terms
 * and conditions.') and 'Place order'. Offline the order can still be placed (presentation-
 * content.md §8 'There is no Internet connection. You can still place your order. …').
 */
export function OrderReview({
  lines,
  segments,
  totalsUpdating = false,
  personalDetails,
  shippingAddress,
  shippingMethod,
  billingAddress,
  paymentMethod,
  onEdit,
  onPlaceOrder,
  placing = false,
  error = null,
  offline = false,
  termsLabel,
  className,
}: OrderReviewProps) {
  const t = useTranslate();
  const linesId = useDomId("shop-order-review-lines");
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  const termsError = tried ? termsAccepted(terms) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing) return;
    setTried(true);
    if (termsAccepted(terms)) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="terms"]')?.focus();
      return;
    }
    onPlaceOrder();
  };

  const part = (step: ReviewedStep, title: string, body: ReactNode) => (
    <div className="shop-order-review__part">
      <div className="shop-order-review__part-head">
        <h3 className="shop-order-review__part-title">{title}</h3>
        <button type="button" className="shop-link shop-checkout-step__inline-button" onClick={() => onEdit(step)}>
          {t("Edit")}
          <span className="shop-visually-hidden">: {title}</span>
        </button>
      </div>
      {body}
    </div>
  );
  const address = (parts: readonly string[]) => (
    <address className="shop-checkout-step__address">
      {parts.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );

  return (
    <form className={cx("shop-checkout-step__form", "shop-order-review", className)} onSubmit={submit} noValidate aria-busy={placing || undefined}>
      <div className="shop-order-review__parts">
        {part("personal-details", t("Personal details"), address(personalDetails))}
        {part("shipping", t("Shipping address"), address(shippingAddress))}
        {part("shipping", t("Shipping method"), <p className="shop-order-review__value">{shippingMethod}</p>)}
        {part("payment", t("Billing address"), billingAddress === null ? <p className="shop-order-review__value">{t("Same as shipping address")}</p> : address(billingAddress))}
        {part("payment", t("Payment method"), <p className="shop-order-review__value">{paymentMethod}</p>)}
      </div>
      <section className="shop-order-review__lines" aria-labelledby={linesId}>
        <h3 id={linesId} className="shop-order-review__part-title">
          {t("Items")}
        </h3>
        <ul className="shop-order-review__list">
          {lines.map((line) => (
            <li key={line.id} className="shop-order-review__line">
              {line.image && <img className="shop-order-review__image" src={line.image.src} alt={line.image.alt} width={70} height={100} />}
              <div className="shop-order-review__line-text">
                <span className="shop-order-review__name">{line.name}</span>
                {line.options?.map((option) => (
                  <span key={option.label} className="shop-order-review__option">
                    {t(option.label)}: {option.value}
                  </span>
                ))}
                <span className="shop-order-review__option">
                  {t("Quantity")}: {line.qty}
                </span>
              </div>
              <span className="shop-order-review__price">
                {line.regularPrice && <s className="shop-order-review__regular">{line.regularPrice}</s>}
                {line.price}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <CartSummary segments={segments} updating={totalsUpdating} />
      {offline && (
        <p className="shop-order-review__offline" role="status">
          {t("There is no Internet connection. You can still place your order. We will notify you if any of the ordered products is unavailable because we cannot check it right now.")}
        </p>
      )}
      <CheckboxField label="I accept the terms and conditions" labelContent={termsLabel} name="terms" required checked={terms} onChange={setTerms} error={termsError} />
      <StepSubmit label={t("Place order")} submitting={placing} error={error} />
    </form>
  );
}
