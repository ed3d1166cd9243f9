import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";
import { orderStatusLabel } from "@shop/core";
import { orderStatusTone } from "./rules/order-status";

/** An order's status as the §4 label (translated), coloured by its tone; an unlisted status as sent. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useTranslate();
  const label = orderStatusLabel(status);
  return <span className={cx("shop-order-status", `shop-order-status--${orderStatusTone(status)}`, className)}>{label === null ? status : t(label)}</span>;
}
