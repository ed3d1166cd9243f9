import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";
import { Spinner } from "../spinner/Spinner";

export interface StockCheckStatusProps {
  /** The cart's stock check (commerce-core.md §4 stock sync) is running. */
  checking: boolean;
  /** Id for the message, so a control it holds back (the checkout button) can point at it. */
  id?: string;
  className?: string;
}

/**
 * presentation-content.md §8 'Stock check in progress' (the catalogue's full sentence: 'Stock
 * check in progress, please wait while available stock quantities are checked'). A polite
 * status region that stays mounted, so the check starting is announced; the text and spinner
 * show only while it runs.
 */
export function StockCheckStatus({ checking, id, className }: StockCheckStatusProps) {
  const t = useTranslate();
  return (
    <div className={cx("shop-stock-check", className)} role="status">
      {checking && (
        <p id={id} className="shop-stock-check__message">
          <Spinner size={18} />
          <span>{t("Stock check in progress, please wait while available stock quantities are checked")}</span>
        </p>
      )}
    </div>
  );
}
