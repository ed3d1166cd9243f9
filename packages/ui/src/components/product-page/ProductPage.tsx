import { useId, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";

/** A row of the details list: an attribute's label and value, both shown as given (the app translates labels it owns). */
export interface ProductDetail {
  label: string;
  value: string;
}

export interface ProductPageProps {
  /** Breadcrumbs (the Breadcrumbs component). */
  breadcrumbs?: ReactNode;
  /** The gallery (ProductGallery): left on desktop, first on mobile. */
  gallery: ReactNode;
  /** The buy box (ProductInfo): right on desktop, sticky while the gallery scrolls; under the gallery on mobile. */
  info: ReactNode;
  /** The description: sanitised HTML through the rich-text component (RichText); no section without it. */
  description?: ReactNode;
  /** The product's attributes (brand, material, fit…); no section when empty. */
  details?: readonly ProductDetail[] | undefined;
  /** The recommendation carousels (RecommendationCarousel ALTERNATIVES and UPSELL, presentation-content.md §7). */
  recommendations?: ReactNode;
  className?: string | undefined;
}

/**
 * The product page's layout (presentation-content.md §2 /p/{parentSku}/{slug}[/{childSku}]):
 * breadcrumbs, then gallery and buy box side by side on desktop (stacked on mobile), the
 * description and the details list, and the recommendation carousels at full width. Regions
 * are slots: the app passes the components with their data.
 */
export function ProductPage({ breadcrumbs, gallery, info, description, details, recommendations, className }: ProductPageProps) {
  const t = useTranslate();
  const descriptionId = useId();
  const detailsId = useId();
  return (
    <div className={cx("shop-product-page", className)}>
      {breadcrumbs && <div className="shop-product-page__breadcrumbs">{breadcrumbs}</div>}
      <div className="shop-product-page__main">
        <div className="shop-product-page__gallery">{gallery}</div>
        <div className="shop-product-page__info">{info}</div>
      </div>
      {(description || (details && details.length > 0)) && (
        <div className="shop-product-page__about">
          {description && (
            <section className="shop-product-page__section" aria-labelledby={descriptionId}>
              <h2 id={descriptionId} className="shop-product-page__heading">
                {t("Description")}
              </h2>
              <div className="shop-product-page__description">{description}</div>
            </section>
          )}
          {details && details.length > 0 && (
            <section className="shop-product-page__section" aria-labelledby={detailsId}>
              <h2 id={detailsId} className="shop-product-page__heading">
                {t("Details")}
              </h2>
              <dl className="shop-product-page__details">
                {details.map((detail) => (
                  <div key={detail.label} className="shop-product-page__detail">
                    <dt>{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      )}
      {recommendations && <div className="shop-product-page__recommendations">{recommendations}</div>}
    </div>
  );
}
