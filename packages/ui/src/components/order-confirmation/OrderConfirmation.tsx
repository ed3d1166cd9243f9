import type { ReactNode } from "react";
import { cx } from "../../internal/cx";
import { CheckIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface OrderConfirmationProps {
  /** The order number to show (the order reply's increment id); null while the order waits to be sent (offline). */
  orderNumber: string | null;
  /** Where the confirmation e-mail goes (personalDetails.emailAddress). */
  email?: string;
  /** Where 'Continue shopping' goes. */
  continueHref: string;
  /** A logged-in customer's order list ('My orders'); left out for guests. */
  ordersHref?: string;
  /** 1 on its own page (/checkout-return), 2 inside the checkout (default). */
  headingLevel?: 1 | 2;
  /** More under the order number (the return page's 'What happens next?'). */
  children?: ReactNode;
  className?: string;
}

/**
 * Checkout step 'Order confirmation' (commerce-core.md §4 Checkout: the thank-you flag after
 * the order is placed): thanks, the order number, where the confirmation goes, and the way
 * on. An order placed offline has no number yet: the page says it is kept and sent once the
 * shopper is back online.
 */
export function OrderConfirmation({ orderNumber, email, continueHref, ordersHref, headingLevel = 2, children, className }: OrderConfirmationProps) {
  const t = useTranslate();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={cx("shop-order-confirmation", className)}>
      <CheckIcon size={40} className="shop-order-confirmation__icon" />
      <Heading className="shop-order-confirmation__title">{t("Thank you for your order!")}</Heading>
      {orderNumber !== null ? (
        <dl className="shop-order-confirmation__number">
          <dt>{t("Order number")}</dt>
          <dd>{orderNumber}</dd>
        </dl>
      ) : (
        <p className="shop-order-confirmation__text">{t("Your order has been saved and will be sent as soon as you are back online.")}</p>
      )}
      {email && orderNumber !== null && <p className="shop-order-confirmation__text">{t("We have sent an order confirmation to {{email}}.", { email })}</p>}
      {children}
      <div className="shop-order-confirmation__actions">
        <ShopLink className="shop-button" href={continueHref}>
          {t("Continue shopping")}
        </ShopLink>
        {ordersHref && (
          <ShopLink className="shop-button shop-button--secondary" href={ordersHref}>
            {t("My orders")}
          </ShopLink>
        )}
      </div>
    </div>
  );
}
