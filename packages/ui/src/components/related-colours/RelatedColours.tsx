import { cx } from "../../internal/cx";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { resizeQuery, type ImageUrlBuilder } from "../product-card/rules/card-image";
import { withTrailingSlash } from "../product-card/rules/card-rules";
import type { RelatedColour } from "./rules/related-colours";

/** Thumbnail box (CSS px, 4:5), fetched at twice that. */
const THUMB = { width: 48, height: 60 } as const;

export interface RelatedColoursProps {
  /** The colour products, already in order (`sortRelatedColours`), the current one included. */
  colours: readonly RelatedColour[];
  /** The sku of the product shown: its colour is marked current and is not a link. */
  currentSku: string;
  imageUrl?: ImageUrlBuilder;
  className?: string;
}

/**
 * The product's other colours (presentation-content.md §3 product link 'colorrelation'):
 * thumbnails (or swatches) linking to each colour product (trailing slash enforced, §2),
 * the current one marked. Nothing
 * when the product comes in one colour only.
 */
export function RelatedColours({ colours, currentSku, imageUrl = resizeQuery, className }: RelatedColoursProps) {
  const t = useTranslate();
  if (colours.length < 2) return null;
  const current = colours.find((colour) => colour.sku === currentSku);
  return (
    <nav className={cx("shop-colours", className)} aria-label={t("More colours")}>
      <p className="shop-colours__title">
        {t("Color")}
        {current && <span className="shop-colours__current">: {current.label}</span>}
      </p>
      <ul className="shop-colours__list">
        {colours.map((colour) => {
          const picture = colour.image ? (
            <img className="shop-colours__image" src={imageUrl(colour.image, THUMB.width * 2, THUMB.height * 2)} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
          ) : (
            <span className="shop-colours__swatch" style={{ background: colour.swatch }} />
          );
          return (
            <li key={colour.sku}>
              {colour.sku === currentSku ? (
                <span className="shop-colours__item shop-colours__item--current" aria-current="true" title={colour.label}>
                  {picture}
                  <span className="shop-visually-hidden">{colour.label}</span>
                </span>
              ) : (
                <ShopLink href={withTrailingSlash(colour.href)} className="shop-colours__item" title={colour.label}>
                  {picture}
                  <span className="shop-visually-hidden">{colour.label}</span>
                </ShopLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
