import { FetchFailedState, LoadingState } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { ChevronLeftIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { CartSummary } from "../cart-summary/CartSummary";
import type { CartSummarySegment } from "../cart-summary/rules/summary-rows";
import { OrderStatusBadge } from "../order-list/OrderStatusBadge";

/** An ordered product; amounts formatted by the app. */
export interface OrderDetailLine {
  id: string;
  name: string;
  sku: string;
  /** Chosen options, labels as i18n keys ("Color", "Size"), values as given. */
  options?: readonly { label: string; value: string }[];
  qty: number;
  price: string;
  rowTotal: string;
}

/** The order (commerce-core.md §3 orders history; presentation-content.md §3 order labels), amounts and date formatted by the app. */
export interface OrderDetailData {
  number: string;
  date: string;
  /** The platform's status code, shown with its §4 label. */
  status: string;
  lines: readonly OrderDetailLine[];
  /** Amounts formatted; a discount with or without its minus; left out (or null), a discount shows no row. */
  totals: { subtotal: string; shipping: string; discount?: string | null; tax: string; total: string };
  /** The shipping address's lines as they are read. */
  shippingAddress?: readonly string[];
  shippingMethod?: string;
  paymentMethod?: string;
}

export interface OrderDetailProps {
  /** The order; null while it loads or when it could not be fetched. */
  order: OrderDetailData | null;
  /** 'Back to my orders' (/my-account/orders). */
  ordersHref: string;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  className?: string;
}

/**
 * An order's detail (/my-account/orders/{orderId}, presentation-content.md §2): number, date and
 * status (§4 label), the ordered products with quantity, price and row total, the totals with the
 * §3 order labels (subtotal, shipping cost, discount, tax, total: the cart's summary), and the
 * shipping address, shipping and payment methods when known.
 */
export function OrderDetail({ order, ordersHref, loading = false, failed = false, onRetry, className }: OrderDetailProps) {
  const t = useTranslate();
  const headingId = useDomId("shop-order");
  const back = (
    <ShopLink className="shop-order-detail__back shop-link" href={ordersHref}>
      <ChevronLeftIcon size={16} />
      <span>{t("Back to my orders")}</span>
    </ShopLink>
  );
  if (!order) {
    return (
      <section className={cx("shop-order-detail", className)} aria-busy={loading || undefined} aria-label={t("My orders")}>
        {back}
        {failed ? <FetchFailedState onRetry={onRetry} /> : <LoadingState />}
      </section>
    );
  }
  const segments: CartSummarySegment[] = [
    { code: "subtotal", title: null, value: order.totals.subtotal },
    { code: "shipping", title: null, value: order.totals.shipping },
    ...(order.totals.discount ? [{ code: "discount", title: null, value: order.totals.discount }] : []),
    { code: "tax", title: null, value: order.totals.tax },
    { code: "grand_total", title: null, value: order.totals.total },
  ];
  const extras = [
    order.shippingMethod && { label: "Shipping method", value: order.shippingMethod },
    order.paymentMethod && { label: "Payment method", value: order.paymentMethod },
  ].filter((entry): entry is { label: string; value: string } => Boolean(entry));

  return (
    <article className={cx("shop-order-detail", className)} aria-labelledby={headingId}>
      {back}
      <header className="shop-order-detail__head">
        <h1 id={headingId} className="shop-order-detail__title">
          {t("Order {{number}}", { number: order.number })}
        </h1>
        <dl className="shop-order-detail__facts">
          <div>
            <dt>{t("Date")}</dt>
            <dd>{order.date}</dd>
          </div>
          <div>
            <dt>{t("Status")}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
      </header>
      <div className="shop-order-detail__body">
        <section className="shop-order-detail__items" aria-labelledby={`${headingId}-items`}>
          <h2 id={`${headingId}-items`} className="shop-order-detail__subtitle">
            {t("Items")}
          </h2>
          <ul className="shop-order-detail__lines">
            {order.lines.map((line) => (
              <li key={line.id} className="shop-order-detail__line">
                <p className="shop-order-detail__name">{line.name}</p>
                <dl className="shop-order-detail__line-facts">
                  {line.options?.map((option) => (
                    <div key={option.label}>
                      <dt>{t(option.label)}</dt>
                      <dd>{option.value}</dd>
                    </div>
                  ))}
                  <div>
                    <dt>{t("Quantity")}</dt>
                    <dd>{line.qty}</dd>
                  </div>
                  <div>
                    <dt>{t("Price")}</dt>
                    <dd>{line.price}</dd>
                  </div>
                  <div className="shop-order-detail__row-total">
                    <dt>{t("Total")}</dt>
                    <dd>{line.rowTotal}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
        <div className="shop-order-detail__side">
          <CartSummary segments={segments} />
          {(order.shippingAddress || extras.length > 0) && (
            <dl className="shop-order-detail__delivery">
              {order.shippingAddress && (
                <div>
                  <dt>{t("Shipping address")}</dt>
                  <dd>
                    <address>
                      {order.shippingAddress.map((line, index) => (
                        <span key={index} className="shop-order-detail__address-line">
                          {line}
                        </span>
                      ))}
                    </address>
                  </dd>
                </div>
              )}
              {extras.map((entry) => (
                <div key={entry.label}>
                  <dt>{t(entry.label)}</dt>
                  <dd>{entry.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </article>
  );
}
