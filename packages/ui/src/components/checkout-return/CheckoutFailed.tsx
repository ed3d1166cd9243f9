import { cx } from "../../internal/cx";
import { AlertIcon } from "../../internal/icons";
import type { StepError } from "../../internal/step-submit";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { Spinner } from "../spinner/Spinner";

export interface CheckoutFailedProps {
  /** Pays again with the same method (the provider's redirect for the same order). */
  onRetry: () => void;
  retrying?: boolean;
  /** The checkout's payment step. */
  paymentHref: string;
  /** The cart page (/winkelwagen/). */
  cartHref: string;
  /** The provider's reason when known (an i18n key, e.g. 'Something went wrong with the order'). */
  reason?: StepError | null;
  className?: string;
}

/**
 * /checkout-failed (commerce-core.md §2): 'Payment failed' (presentation-content.md §8), the
 * reassurance that the cart is kept, and the ways on: Try again, another payment method, or
 * back to the cart.
 */
export function CheckoutFailed({ onRetry, retrying = false, paymentHref, cartHref, reason = null, className }: CheckoutFailedProps) {
  const t = useTranslate();
  const message = reason === null ? null : typeof reason === "string" ? { key: reason } : reason;
  return (
    <div className={cx("shop-checkout-failed", className)}>
      <AlertIcon size={40} className="shop-checkout-failed__icon" />
      <h1 className="shop-checkout-failed__title">{t("Payment failed")}</h1>
      {message && <p className="shop-checkout-failed__reason">{t(message.key, message.values)}</p>}
      <p className="shop-checkout-failed__text">{t("Your payment was not completed. Your shopping cart has been kept, so you can try again or choose another payment method.")}</p>
      <div className="shop-checkout-failed__actions">
        <button
          type="button"
          className="shop-button"
          aria-disabled={retrying || undefined}
          aria-busy={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying && <Spinner size={18} />}
          <span>{t("Try again")}</span>
        </button>
        <ShopLink className="shop-button shop-button--secondary" href={paymentHref}>
          {t("Choose another payment method")}
        </ShopLink>
        <ShopLink className="shop-link shop-checkout-failed__cart" href={cartHref}>
          {t("Back to shopping cart")}
        </ShopLink>
      </div>
    </div>
  );
}
