import type { PriceI18n } from "@shop/core";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { cx } from "../../internal/cx";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { AddToCartButton } from "../add-to-cart-button/AddToCartButton";
import { ProductLabels } from "../product-labels/ProductLabels";
import { LABEL_TYPES } from "../product-labels/rules/label-corners";
import { ProductPrice } from "../product-price/ProductPrice";
import { SizeDropdown } from "../size-dropdown/SizeDropdown";
import { sizeOptionsOfProduct, type SizeOption } from "../size-dropdown/rules/size-options";
import type { CardProduct } from "./product-card.types";
import { ProductCardImage } from "./ProductCardImage";
import { cardImagePlaceholder, cardImageSources, cardImages, resizeQuery, type ImageUrlBuilder, type ProductCardImageOptions } from "./rules/card-image";
import { cardLoading, type CardContext } from "./rules/card-loading";
import { addToCartBlockedBy, chosenConfiguration, missingFrom, nothingToAdd, productErrors, withTrailingSlash } from "./rules/card-rules";

/** The size attribute of the demo catalogue (commerce-core.md §3 "Attribute codes include size_ois"). */
export const DEFAULT_SIZE_ATTRIBUTE = "size_ois";

export interface ProductCardProps {
  product: CardProduct;
  /** Where the card sits and its 0-based position there: decides eager loading (§9). */
  context?: CardContext;
  index?: number;
  /** The store view's i18n settings for prices. */
  priceI18n?: PriceI18n;
  /** Chosen configurable values by attribute code (value_index as a string). */
  selectedOptions?: Readonly<Record<string, string>>;
  /** A size was chosen; the app stores it, fetches the variant and passes the updated product (§4). */
  onSizeChange?: (size: SizeOption) => void;
  /** Hide the size dropdown and add-to-cart button (e.g. a plain listing). */
  hideActions?: boolean;
  /** The cart's adding flag for this product, and whether its last add failed. */
  adding?: boolean;
  addFailed?: boolean;
  /**
   * Add was pressed with a complete configuration: the product and the configuration the card
   * filled in (the shopper's choices plus every only value, by attribute code; `{}` for a
   * simple product), ready for the variant look-up.
   */
  onAddToCart?: (product: CardProduct, configuration: Readonly<Record<string, string>>) => void;
  /**
   * Image URL builder and the §9 srcset and placeholder settings: `ShopConfig["images"]`
   * through `productCardImageOptions(config.images)`.
   */
  imageUrl?: ImageUrlBuilder;
  imageOptions?: ProductCardImageOptions;
  sizeAttributeCode?: string;
  hideOutOfStockSizes?: boolean;
  /** §9 at most 1 label per corner by default. */
  maxLabelsPerCorner?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * True once the element comes near the viewport (after the first commit where
 * IntersectionObserver is missing). The first render is the same on the server and in the
 * browser, so hydration matches: a deferred card's labels are never in the server's HTML.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Product card of presentation-content.md §3: image (srcsets of §9, second image on hover),
 * labels in the four corners, title linking to the product (trailing slash enforced), price
 * regular/special with the discount badge, a size dropdown for configurable products and the
 * add-to-cart button (idle/adding/success/failure; disabled while adding, without a complete
 * configuration or with product errors; the missing choices are its description). An option
 * with a single value (the colour of a catalogue product) counts as chosen. Presentational: the app does the adding and the
 * variant look-up.
 */
export function ProductCard({
  product,
  context = "list",
  index = 0,
  priceI18n,
  selectedOptions = {},
  onSizeChange,
  hideActions = false,
  adding = false,
  addFailed = false,
  onAddToCart,
  imageUrl = resizeQuery,
  imageOptions,
  sizeAttributeCode = DEFAULT_SIZE_ATTRIBUTE,
  hideOutOfStockSizes,
  maxLabelsPerCorner,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const t = useTranslate();
  const titleId = useId();
  const mediaRef = useRef<HTMLDivElement>(null);
  const loading = cardLoading(context, index);
  const labelsShown = useNearViewport(mediaRef, !loading.labelsEager);
  const href = withTrailingSlash(product.link);
  const [main, hover] = cardImages(product.image);
  const sizes = sizeOptionsOfProduct(product, sizeAttributeCode);
  const errors = productErrors(product);
  const chosen = chosenConfiguration(product, selectedOptions);
  const missing = missingFrom(product, chosen);
  // addToCartBlocked (§5) from the values above, each worked out once per render: while the
  // size dropdown reads 'No sizes in stock' nothing is added, even a size chosen before.
  const blocked = addToCartBlockedBy(adding, missing, errors, nothingToAdd(product));
  const missingId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={cx("shop-product-card", className)} aria-labelledby={titleId} data-sku={product.sku}>
      <div ref={mediaRef} className={cx("shop-product-card__media", hover && "shop-product-card__media--has-hover")}>
        {/* The title link names the product; this one only widens the click target. */}
        <ShopLink href={href} className="shop-product-card__image-link" tabIndex={-1} aria-hidden="true">
          {main ? (
            <ProductCardImage
              sources={cardImageSources(main, imageOptions, imageUrl)}
              placeholder={cardImagePlaceholder(main, imageOptions, imageUrl)}
              loading={loading.image}
            />
          ) : (
            <span className="shop-product-card__image shop-product-card__image--missing" />
          )}
          {hover && (
            <img className="shop-product-card__image shop-product-card__image--hover" alt="" loading="lazy" decoding="async" {...cardImageSources(hover, imageOptions, imageUrl)} />
          )}
        </ShopLink>
        {labelsShown && product.product_labels && (
          <ProductLabels labels={product.product_labels} type={LABEL_TYPES.listing} maxPerCorner={maxLabelsPerCorner} />
        )}
      </div>
      <div className="shop-product-card__body">
        <Heading className="shop-product-card__title" id={titleId}>
          <ShopLink href={href} className="shop-product-card__link">
            {product.title}
          </ShopLink>
        </Heading>
        <ProductPrice price={product.price} priceI18n={priceI18n} discountLabel={product.discountLabel} />
        {errors.length > 0 && (
          <p className="shop-product-card__error">
            {errors.map((message) => t(message)).join(" ")}
          </p>
        )}
        {!hideActions && (
          <div className="shop-product-card__actions">
            {sizes.length > 0 && (
              <SizeDropdown
                sizes={sizes}
                productInStock={product.stock.is_in_stock}
                value={chosen[sizeAttributeCode] ?? null}
                onChange={(size) => onSizeChange?.(size)}
                hideOutOfStock={hideOutOfStockSizes}
              />
            )}
            <AddToCartButton
              adding={adding}
              failed={addFailed}
              disabled={blocked}
              describedBy={missing.length > 0 ? missingId : undefined}
              onAddToCart={() => onAddToCart?.(product, chosen)}
            />
            {missing.length > 0 && (
              // Why the button does nothing yet (§4 "disabled until a configuration is chosen"),
              // read only as its description: aria-describedby reads a hidden element, the
              // card's content does not repeat it.
              <span id={missingId} hidden>
                {missing
                  .map((code) =>
                    code === sizeAttributeCode
                      ? t("Choose your size")
                      : t("{{label}}: Select an option", { label: product.configurable_options?.find((option) => option.attribute_code === code)?.label ?? code }),
                  )
                  .join(". ")}
              </span>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
