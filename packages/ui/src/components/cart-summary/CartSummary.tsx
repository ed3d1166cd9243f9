import type { ReactNode } from "react";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { Spinner } from "../spinner/Spinner";
import { summaryRows, type CartSummarySegment } from "./rules/summary-rows";

export interface CartSummaryProps {
  /** The cart's totals segments (`total_segments`), values formatted; any order. */
  segments: readonly CartSummarySegment[];
  /** Totals are being recalculated (after a quantity, coupon or country change): a spinner shows, aria-busy. */
  updating?: boolean;
  /** Shown under the totals: the cart page's checkout button. */
  children?: ReactNode;
  className?: string;
}

/**
 * The totals of the cart (commerce-core.md §3 platform totals and segments): subtotal,
 * shipping, discount (negative), tax as the 'Incl. tax' line (prices include tax, §1) and the
 * emphasised grand total, in that order (`summaryRows`).
 */
export function CartSummary({ segments, updating = false, children, className }: CartSummaryProps) {
  const t = useTranslate();
  const headingId = useDomId("shop-cart-summary");
  const rows = summaryRows(segments);
  return (
    <section className={cx("shop-cart-summary", className)} aria-labelledby={headingId} aria-busy={updating || undefined}>
      <h2 id={headingId} className="shop-cart-summary__title">
        {t("Order summary")}
        {updating && <Spinner size={18} />}
      </h2>
      <dl className="shop-cart-summary__rows">
        {rows.map((row, index) => (
          <div key={`${row.code}-${index}`} className={`shop-cart-summary__row shop-cart-summary__row--${row.kind}`} data-code={row.code}>
            <dt>{row.translate ? t(row.label) : row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
