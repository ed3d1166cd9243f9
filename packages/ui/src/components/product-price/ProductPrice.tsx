import { formatPrice, type PriceI18n } from "@shop/core";
import { cx } from "../../internal/cx";
import { numberFormat } from "../../internal/number-format";
import { useLocale, useTranslate } from "../../text/text-context";
import { discountPercentage, priceDisplay, type CardPrice } from "./rules/price-display";

/** The discount badge: a percentage with at most one decimal. */
const DISCOUNT_FORMAT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 1 };

export interface ProductPriceProps {
  price: CardPrice;
  /** The store view's i18n settings (`storeView.i18n`); without them two decimals (presentation-content.md §5). */
  priceI18n?: PriceI18n;
  /** The feed's discount badge label, e.g. "-30%"; without it the percentage comes from the prices. */
  discountLabel?: string | null;
  /** Show the discount badge next to a special price (default true). */
  showDiscount?: boolean;
  className?: string;
}

/**
 * Regular or special price (presentation-content.md §3), formatted with @shop/core's
 * `formatPrice` for the store view. A special price shows the regular one struck through and
 * the discount badge (§5: the badge label's - and % stripped). Screen readers hear which
 * amount is which.
 */
export function ProductPrice({ price, priceI18n, discountLabel, showDiscount = true, className }: ProductPriceProps) {
  const t = useTranslate();
  const locale = useLocale();
  const display = priceDisplay(price);
  const format = (amount: number) => String(formatPrice(amount, priceI18n));

  if (display.kind === "regular") {
    return (
      <p className={cx("shop-price", className)}>
        <span className="shop-price__current">{format(display.current)}</span>
      </p>
    );
  }
  const percent = showDiscount ? discountPercentage(price, discountLabel) : null;
  return (
    <p className={cx("shop-price", "shop-price--special", className)}>
      <span className="shop-visually-hidden">{t("Special price")}</span>
      <span className="shop-price__current">{format(display.current)}</span>{" "}
      <span className="shop-visually-hidden">{t("Regular price")}</span>
      <s className="shop-price__regular">{format(display.regular)}</s>
      {percent !== null && (
        <>
          {" "}
          <span className="shop-price__discount">
            {numberFormat(priceI18n?.defaultLocale ?? locale, DISCOUNT_FORMAT).format(-percent / 100)}
          </span>
        </>
      )}
    </p>
  );
}
