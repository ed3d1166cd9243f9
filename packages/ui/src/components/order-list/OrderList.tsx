import { EmptyState, FetchFailedState, LoadingState } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { Pagination } from "../pagination/Pagination";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { ORDER_HISTORY_PAGE_SIZE, orderPageCount } from "./rules/order-status";

/** An order of the history as the list shows it (commerce-core.md §3 orders history; presentation-content.md §3 order labels). */
export interface OrderListItem {
  id: string;
  /** The increment id the customer knows ("000000123"). */
  number: string;
  /** The order's detail page (/my-account/orders/{orderId}). */
  href: string;
  /** Formatted by the app (@shop/core `formatDate`, the store view's format). */
  date: string;
  /** The platform's status code; shown with its §4 label. */
  status: string;
  itemCount: number;
  /** Formatted by the app (@shop/core `formatPrice`). */
  total: string;
}

export interface OrderListProps {
  /** The current page's orders, newest first. */
  orders: readonly OrderListItem[];
  /** 1-based. */
  currentPage: number;
  /** The history's total (`total_count`): with the page size it gives the pages. */
  totalCount: number;
  /** commerce-core.md §9: 20. */
  pageSize?: number;
  /** The address of a page of the list (?page=N, page 1 without it). */
  hrefForPage: (page: number) => string;
  loading?: boolean;
  /** The history could not be fetched: 'Can't fetch data, please try again later', with Try again when `onRetry` is given. */
  failed?: boolean;
  onRetry?: () => void;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The order history (/my-account/orders, presentation-content.md §2): each order's number
 * (its link to the detail), date, status (§4 labels), items and total, 20 a page
 * (commerce-core.md §9) with the shop's pagination. A definition list per order: a row on
 * desktop, a card on phones (CSS only).
 */
export function OrderList({ orders, currentPage, totalCount, pageSize = ORDER_HISTORY_PAGE_SIZE, hrefForPage, loading = false, failed = false, onRetry, headingLevel = 1, className }: OrderListProps) {
  const t = useTranslate();
  const headingId = useDomId("shop-orders");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className={cx("shop-order-list", className)} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId} className="shop-order-list__title">
        {t("My orders")}
      </Heading>
      {loading && orders.length === 0 ? (
        <LoadingState />
      ) : failed ? (
        <FetchFailedState onRetry={onRetry} />
      ) : orders.length === 0 ? (
        <EmptyState>{t("You have not placed any orders yet.")}</EmptyState>
      ) : (
        <>
          <ol className="shop-order-list__items">
            {orders.map((order) => (
              <li key={order.id} className="shop-order-list__order">
                <dl className="shop-order-list__fields">
                  <div className="shop-order-list__field shop-order-list__field--number">
                    <dt>{t("Order number")}</dt>
                    <dd>
                      <ShopLink className="shop-link" href={order.href}>
                        {order.number}
                      </ShopLink>
                    </dd>
                  </div>
                  <div className="shop-order-list__field">
                    <dt>{t("Date")}</dt>
                    <dd>{order.date}</dd>
                  </div>
                  <div className="shop-order-list__field">
                    <dt>{t("Status")}</dt>
                    <dd>
                      <OrderStatusBadge status={order.status} />
                    </dd>
                  </div>
                  <div className="shop-order-list__field">
                    <dt>{t("Items")}</dt>
                    <dd>{order.itemCount}</dd>
                  </div>
                  <div className="shop-order-list__field shop-order-list__field--total">
                    <dt>{t("Total")}</dt>
                    <dd>{order.total}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <Pagination currentPage={currentPage} totalPages={orderPageCount(totalCount, pageSize)} hrefForPage={hrefForPage} loading={loading} />
        </>
      )}
    </section>
  );
}
