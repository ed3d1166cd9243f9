import { useLayoutEffect, useRef, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { CheckIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { CHECKOUT_STEP_TITLES, CHECKOUT_STEPS, checkoutStepStates, type CheckoutStepId } from "./rules/step-states";

export interface CheckoutStepsProps {
  /** The step the shopper is on. */
  active: CheckoutStepId;
  /** The steps whose details the checkout saved. */
  completed: readonly CheckoutStepId[];
  /** The active step's form (`PersonalDetailsStep`, `ShippingStep`, …) or the `OrderConfirmation`. */
  children: ReactNode;
  /** What a saved step holds (name and e-mail, the address, …), shown under its heading while another step is active. */
  summaries?: Partial<Record<CheckoutStepId, ReactNode>>;
  /** The shopper goes back to a saved step. */
  onEdit: (step: CheckoutStepId) => void;
  className?: string;
}

/**
 * The checkout's steps (presentation-content.md §2: personal details, shipping, payment,
 * order review, order confirmation): a progress list (the current step `aria-current`, done
 * steps ticked and said 'Completed'; on phones 'Step 2 of 5' and the markers alone), then one section per step:
 * the active one holds its form, saved ones their summary and an Edit button, later ones
 * only their heading. Once the order is placed only the confirmation shows. The page's h1
 * 'Checkout' is there for screen readers (the reduced header has no title). When the active
 * step changes, focus moves to its heading, so the shopper hears where they are.
 */
export function CheckoutSteps({ active, completed, children, summaries = {}, onEdit, className }: CheckoutStepsProps) {
  const t = useTranslate();
  const id = useDomId("shop-checkout-step");
  const states = checkoutStepStates(active, completed);
  const current = states.find((step) => step.status === "current");
  const headings = useRef<Partial<Record<CheckoutStepId, HTMLHeadingElement | null>>>({});
  const shownStep = useRef(active);

  useLayoutEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    headings.current[active]?.focus();
  }, [active]);

  const placed = active === "order-confirmation";

  return (
    <div className={cx("shop-checkout-steps", className)}>
      {/* The checkout route's page title: the reduced header shows none (presentation-content.md §2). */}
      <h1 className="shop-visually-hidden">{t("Checkout")}</h1>
      <nav className="shop-checkout-steps__progress" aria-label={t("Checkout progress")}>
        <p className="shop-checkout-steps__count" aria-hidden="true">
          {t("Step {{current}} of {{total}}", { current: current?.number ?? 1, total: CHECKOUT_STEPS.length })}
        </p>
        <ol className="shop-checkout-steps__list">
          {states.map((step) => (
            <li key={step.id} className={cx("shop-checkout-steps__item", `shop-checkout-steps__item--${step.status}`)} aria-current={step.status === "current" ? "step" : undefined}>
              <span className="shop-checkout-steps__marker" aria-hidden="true">
                {step.status === "done" ? <CheckIcon size={14} /> : step.number}
              </span>
              {/* Names show from 1024 px (CSS); screen readers hear every name. */}
              <span className="shop-checkout-steps__label" aria-hidden="true">
                {t(CHECKOUT_STEP_TITLES[step.id])}
              </span>
              <span className="shop-visually-hidden">
                {t(CHECKOUT_STEP_TITLES[step.id])}
                {step.status === "done" && ` (${t("Completed")})`}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      {placed ? (
        <div className="shop-checkout-steps__confirmation">{children}</div>
      ) : (
        <div className="shop-checkout-steps__sections">
          {states
            .filter((step) => step.id !== "order-confirmation")
            .map((step) => {
              const headingId = `${id}-${step.id}`;
              const title = t(CHECKOUT_STEP_TITLES[step.id]);
              return (
                <section key={step.id} className={cx("shop-checkout-step", `shop-checkout-step--${step.status}`)} aria-labelledby={headingId}>
                  <div className="shop-checkout-step__head">
                    <h2
                      id={headingId}
                      ref={(element) => {
                        headings.current[step.id] = element;
                      }}
                      className="shop-checkout-step__title"
                      tabIndex={-1}
                    >
                      <span className="shop-checkout-step__number" aria-hidden="true">
                        {step.status === "done" ? <CheckIcon size={14} /> : step.number}
                      </span>
                      {title}
                    </h2>
                    {step.editable && (
                      <button type="button" className="shop-link shop-checkout-step__inline-button" onClick={() => onEdit(step.id)}>
                        {t("Edit")}
                        <span className="shop-visually-hidden">: {title}</span>
                      </button>
                    )}
                  </div>
                  {step.status === "current" ? (
                    <div className="shop-checkout-step__body">{children}</div>
                  ) : (
                    step.status === "done" && summaries[step.id] && <div className="shop-checkout-step__summary">{summaries[step.id]}</div>
                  )}
                </section>
              );
            })}
        </div>
      )}
    </div>
  );
}
