import { useEffect, useState } from "react";
import { cx } from "../../internal/cx";
import { AlertIcon, CartIcon, CheckIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";
import { Spinner } from "../spinner/Spinner";
import { isFeedbackStatus, nextAddToCartStatus, type AddToCartSignal, type AddToCartStatus } from "./rules/add-to-cart-status";

/** How long success or failure shows before the button reads "Add to cart" again (not in the spec). */
export const ADD_TO_CART_FEEDBACK_MS = 3000;

export interface AddToCartButtonProps {
  /** The cart's is-adding flag for this product (commerce-core.md §3 cart state). */
  adding: boolean;
  /** The last add of this product failed. */
  failed?: boolean;
  /** Blocked for another reason: configuration missing, product errors (presentation-content.md §5). */
  disabled?: boolean;
  /** Id of the element saying why it is disabled (e.g. the product card's missing choices). */
  describedBy?: string;
  onAddToCart: () => void;
  feedbackMs?: number;
  className?: string;
}

/** Tracks the button status from the cart's signal (rules/add-to-cart-status) and clears feedback after a while. */
function useAddToCartStatus(signal: AddToCartSignal, feedbackMs: number): AddToCartStatus {
  const [status, setStatus] = useState<AddToCartStatus>(signal.adding ? "adding" : "idle");
  const [previous, setPrevious] = useState(signal);
  if (previous.adding !== signal.adding || previous.failed !== signal.failed) {
    // Derive during render (React's "storing information from previous renders").
    setPrevious(signal);
    setStatus(nextAddToCartStatus(status, previous, signal));
  }
  useEffect(() => {
    if (!isFeedbackStatus(status)) return undefined;
    const timer = setTimeout(() => setStatus("idle"), feedbackMs);
    return () => clearTimeout(timer);
  }, [status, feedbackMs]);
  return status;
}

const ICONS = { idle: CartIcon, success: CheckIcon, failure: AlertIcon } as const;

/**
 * Add-to-cart button with the states of presentation-content.md §4: idle, adding (spinner),
 * success (only when an add was in progress and did not fail) and failure. It is disabled
 * while adding and when `disabled` (§5). Disabled is `aria-disabled`, so the button keeps
 * focus and stays in the tab order where a shopper can hear why nothing happens.
 */
export function AddToCartButton({ adding, failed = false, disabled = false, describedBy, onAddToCart, feedbackMs = ADD_TO_CART_FEEDBACK_MS, className }: AddToCartButtonProps) {
  const t = useTranslate();
  const status = useAddToCartStatus({ adding, failed }, feedbackMs);
  const blocked = adding || disabled;
  const labels = { idle: t("Add to cart"), adding: t("Adding to cart"), success: t("Added to cart"), failure: t("Could not add to cart") };
  const click = () => {
    if (!blocked) onAddToCart();
  };

  const Icon = status === "adding" ? null : ICONS[status];
  return (
    <button
      type="button"
      className={cx("shop-button shop-button--block shop-add-to-cart", `shop-add-to-cart--${status}`, className)}
      aria-disabled={blocked || undefined}
      aria-busy={status === "adding" || undefined}
      aria-describedby={describedBy}
      data-status={status}
      onClick={click}
    >
      {Icon ? <Icon size={20} /> : <Spinner size={18} />}
      <span>{labels[status]}</span>
    </button>
  );
}
