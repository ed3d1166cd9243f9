import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { OrderConfirmation, type OrderConfirmationProps } from "../order-confirmation/OrderConfirmation";
import { Spinner } from "../spinner/Spinner";

export interface CheckoutReturnProps extends Omit<OrderConfirmationProps, "headingLevel" | "children" | "orderNumber"> {
  /** "checking" while the payment's status is asked (commerce-core.md §7 payment-status); "paid" once the order stands. */
  status: "checking" | "paid";
  orderNumber: string;
}

/**
 * /checkout-return (commerce-core.md §2): back from the card payment provider. While the
 * payment's status is asked, 'We are checking your payment…' (a polite status); then the
 * thanks with the order number and what happens next.
 */
export function CheckoutReturn({ status, className, ...confirmation }: CheckoutReturnProps) {
  const t = useTranslate();
  const nextId = useDomId("shop-checkout-return-next");
  return (
    <div className={cx("shop-checkout-return", className)} aria-busy={status === "checking" || undefined}>
      {status === "checking" ? (
        <div className="shop-checkout-return__checking" role="status">
          <Spinner size={32} />
          <h1 className="shop-checkout-return__title">{t("We are checking your payment…")}</h1>
        </div>
      ) : (
        <OrderConfirmation {...confirmation} headingLevel={1}>
          <section className="shop-checkout-return__next" aria-labelledby={nextId}>
            <h2 id={nextId} className="shop-checkout-return__subtitle">
              {t("What happens next?")}
            </h2>
            <ol className="shop-checkout-return__steps">
              <li>{t("You will receive an order confirmation by e-mail.")}</li>
              <li>{t("We will let you know as soon as your order has been shipped.")}</li>
            </ol>
          </section>
        </OrderConfirmation>
      )}
    </div>
  );
}
