import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { CartLines } from "../cart-lines/CartLines";
import type { CartLineItem } from "../cart-lines/cart-line.types";
import { CartSummary } from "../cart-summary/CartSummary";
import type { CartSummarySegment } from "../cart-summary/rules/summary-rows";
import { CouponForm, type CouponFormProps } from "../coupon-form/CouponForm";
import { EmptyCart } from "../empty-cart/EmptyCart";
import { ShippingEstimate, type ShippingEstimateProps } from "../shipping-estimate/ShippingEstimate";
import { StockCheckStatus } from "../stock-check-status/StockCheckStatus";
import { checkoutBlock } from "./rules/checkout-block";

export interface CartPageProps {
  lines: readonly CartLineItem[];
  /** A committed quantity of a line (once per change, never invalid or unchanged). */
  onQuantityChange: (lineId: string, qty: number) => void;
  /** A removal the shopper confirmed. */
  onRemove: (lineId: string) => void;
  /** The totals segments, values formatted. */
  segments: readonly CartSummarySegment[];
  /** Totals are being recalculated: the summary shows a spinner (aria-busy). */
  totalsUpdating?: boolean;
  checkoutHref: string;
  /** Where the empty cart's 'Continue shopping' goes. */
  continueShoppingHref: string;
  /** The discount code form; leave it out for guests (presentation-content.md §6: coupons need login). */
  coupon?: CouponFormProps;
  /** The shipping estimate by country; left out, none shows. */
  shippingEstimate?: ShippingEstimateProps;
  /** The cart's stock check runs: 'Stock check in progress' shows and checkout waits. */
  stockCheckInProgress?: boolean;
  /** See `CartLinesProps.announceQuantityUpdates` (default true). */
  announceQuantityUpdates?: boolean;
  className?: string;
}

/**
 * The cart page (/winkelwagen/, presentation-content.md §2): its lines, and beside them (below
 * on mobile, by CSS alone, so the server renders one HTML for both) the discount code, the
 * shipping estimate and the totals with the checkout button; without lines, the empty cart.
 * The checkout button waits (aria-disabled, says why) while the stock check runs or a line is
 * out of stock or in error. Focus that fell with the last removed line goes to the empty
 * cart's message.
 */
export function CartPage({
  lines,
  onQuantityChange,
  onRemove,
  segments,
  totalsUpdating = false,
  checkoutHref,
  continueShoppingHref,
  coupon,
  shippingEstimate,
  stockCheckInProgress = false,
  announceQuantityUpdates = true,
  className,
}: CartPageProps) {
  const t = useTranslate();
  const stockCheckId = useDomId("shop-cart-stock-check");
  const blockReasonId = useDomId("shop-cart-checkout-block");
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const lastRemoved = useRef(false);
  const empty = lines.length === 0;
  const block = checkoutBlock(lines, stockCheckInProgress);

  useLayoutEffect(() => {
    if (!lastRemoved.current || !empty) return;
    lastRemoved.current = false;
    // Only focus that fell with the last line moves (CartLines moves it between lines).
    if (document.activeElement && document.activeElement !== document.body) return;
    emptyMessage.current?.focus();
  });

  const remove = (lineId: string) => {
    lastRemoved.current = lines.length === 1 && lines[0]?.id === lineId;
    onRemove(lineId);
  };

  const holdCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    // A link held back rather than a disabled control: it keeps focus and is read with its reason.
    if (block) event.preventDefault();
  };

  return (
    <div className={cx("shop-cart-page", className)}>
      <h1 className="shop-cart-page__title">{t("Shopping cart")}</h1>
      {empty ? (
        <EmptyCart continueHref={continueShoppingHref} messageRef={emptyMessage} />
      ) : (
        <div className="shop-cart-page__body">
          <div className="shop-cart-page__main">
            <StockCheckStatus checking={stockCheckInProgress} id={stockCheckId} />
            <CartLines lines={lines} onQuantityChange={onQuantityChange} onRemove={remove} announceQuantityUpdates={announceQuantityUpdates} />
          </div>
          <div className="shop-cart-page__side">
            {coupon && <CouponForm {...coupon} />}
            {shippingEstimate && <ShippingEstimate {...shippingEstimate} />}
            <CartSummary segments={segments} updating={totalsUpdating}>
              <ShopLink
                className="shop-button shop-button--block"
                href={checkoutHref}
                aria-disabled={block ? true : undefined}
                aria-describedby={block === "stock-check" ? stockCheckId : block === "line-errors" ? blockReasonId : undefined}
                onClick={holdCheckout}
              >
                {t("Go to checkout")}
              </ShopLink>
              {block === "line-errors" && (
                <p id={blockReasonId} className="shop-cart-page__block-reason">
                  {t("Change or remove the marked products to continue to checkout")}
                </p>
              )}
            </CartSummary>
          </div>
        </div>
      )}
    </div>
  );
}
