import type { PriceI18n } from "@shop/core";
import type { MouseEvent } from "react";
import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";
import { ProductCard, type ProductCardProps } from "../product-card/ProductCard";
import type { CardProduct } from "../product-card/product-card.types";
import { ProductsCarousel } from "../products-carousel/ProductsCarousel";
import { RECOMMENDATION_TITLES, type RecommendationAlgorithm } from "./rules/recommendation-titles";

/** Skeleton slides while the list loads. */
const SKELETON_SLIDES = 4;

export interface RecommendationCarouselProps {
  /** The list's algorithm (presentation-content.md §3): gives the default title. */
  algorithm?: RecommendationAlgorithm | undefined;
  /** A title of the content service's, shown as given; else the algorithm's (translated). */
  title?: string | undefined;
  /** §9 recommendation lists limit 8. */
  products: readonly CardProduct[];
  loading?: boolean;
  /** A card's link was followed: the app sends the click notification with the card's ticket (§7). */
  onProductClick?: (product: CardProduct, index: number) => void;
  priceI18n?: PriceI18n | undefined;
  /** The card settings shared by every slide (image URL builder, add-to-cart callbacks). */
  cardProps?: Omit<ProductCardProps, "product" | "context" | "index" | "priceI18n" | "headingLevel">;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A recommendation list (presentation-content.md §7 ALTERNATIVES and UPSELL on the product
 * page, CART on the cart page; §9 limit 8) as the products carousel of product cards. Titled
 * by the content or by its algorithm; skeleton slides while loading; nothing at all when the
 * service recommends nothing (an empty carousel is noise).
 */
export function RecommendationCarousel({ algorithm = "ALTERNATIVES", title, products, loading = false, onProductClick, priceI18n, cardProps, headingLevel = 2, className }: RecommendationCarouselProps) {
  const t = useTranslate();
  const heading = title ?? t(RECOMMENDATION_TITLES[algorithm]);
  const Heading = `h${headingLevel}` as const;
  if (loading && products.length === 0) {
    return (
      <section className={cx("shop-recommendations", "shop-recommendations--loading", className)} aria-busy="true">
        <Heading className="shop-carousel__title">{heading}</Heading>
        <p role="status" className="shop-visually-hidden">
          {t("Loading…")}
        </p>
        <ul className="shop-recommendations__skeletons" aria-hidden="true">
          {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            <li key={index} className="shop-recommendations__skeleton" />
          ))}
        </ul>
      </section>
    );
  }
  if (products.length === 0) return null;
  const clicked = (product: CardProduct, index: number) => (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) onProductClick?.(product, index);
  };
  return (
    <ProductsCarousel
      className={cx("shop-recommendations", className)}
      title={heading}
      headingLevel={headingLevel}
      items={products}
      getKey={(product) => product.sku}
      renderItem={(product, index) => (
        // A link inside the card was clicked (the card's own handlers run first).
        <div className="shop-recommendations__slide" onClick={clicked(product, index)}>
          <ProductCard hideActions {...cardProps} product={product} context="carousel" index={index} priceI18n={priceI18n} headingLevel={headingLevel === 2 ? 3 : 4} />
        </div>
      )}
    />
  );
}
