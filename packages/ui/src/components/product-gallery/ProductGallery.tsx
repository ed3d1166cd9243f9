import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { cx } from "../../internal/cx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../internal/icons";
import { useReducedMotion } from "../../internal/use-media-query";
import { useTranslate } from "../../text/text-context";
import { resizeQuery, type ImageUrlBuilder, type ProductCardImageOptions } from "../product-card/rules/card-image";
import { ProductLabels } from "../product-labels/ProductLabels";
import { LABEL_TYPES, type ProductLabel } from "../product-labels/rules/label-corners";
import { galleryImageSources, galleryLoading, gallerySlideFor, type GalleryItem } from "./rules/gallery-media";

/** Thumbnail box (CSS px, 4:5); its image is fetched at twice that for sharp screens. */
const THUMB = { width: 64, height: 80 } as const;

export interface ProductGalleryProps {
  /** The slides, from media_gallery through `galleryItems` (images and videos, in order). */
  items: readonly GalleryItem[];
  /** The product's labels; the gallery shows the product-page ones (type 2, presentation-content.md §3). */
  labels?: readonly ProductLabel[] | undefined;
  /** §9 at most 1 label per corner by default. */
  maxLabelsPerCorner?: number;
  /** Image URL builder and the §9 srcset settings, as for the product card. */
  imageUrl?: ImageUrlBuilder;
  imageOptions?: ProductCardImageOptions;
  /** The slide shown first (e.g. the chosen variant's image). For another product or variant, remount with a new `key`. */
  initialIndex?: number;
  /** A slide was shown (by thumbnail, arrows, keys or swipe). */
  onSlideChange?: (index: number) => void;
  className?: string;
}

/**
 * The product page gallery: the main slide over a horizontal scroll-snap track (swipe on
 * touch screens), thumbnails below, previous/next buttons and the arrow, Home and End keys on
 * the focused track. Images get the §9 srcset with width and height (no layout shift); the
 * first is eager with a high fetch priority, the others lazy. Videos (media_gallery `vid`)
 * play in a native player with their image as poster and load nothing until played. The
 * product-page labels (type 2) sit in the corners.
 */
export function ProductGallery({ items, labels, maxLabelsPerCorner, imageUrl = resizeQuery, imageOptions, initialIndex = 0, onSlideChange, className }: ProductGalleryProps) {
  const t = useTranslate();
  const reducedMotion = useReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const count = items.length;
  const [chosen, setActive] = useState(() => Math.max(initialIndex, 0));
  // Fewer slides than before (another variant's images): the last one stands in.
  const active = Math.min(chosen, Math.max(count - 1, 0));

  // Start at the initial slide without an animation (after hydration: the server's HTML shows the first).
  useEffect(() => {
    const element = track.current;
    if (element && active > 0 && typeof element.scrollTo === "function") element.scrollTo({ left: active * element.clientWidth, behavior: "auto" });
    // Only on mount: later moves scroll where they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const slideName = (item: GalleryItem, index: number) =>
    t(item.kind === "video" ? "Video {{index}} of {{count}}" : "Image {{index}} of {{count}}", { index: index + 1, count });

  /** The slide a thumbnail, arrow or key is scrolling to: the slides passed on the way are not "shown". */
  const scrollingTo = useRef<number | null>(null);

  const show = (index: number) => {
    if (index !== active) {
      setActive(index);
      onSlideChange?.(index);
    }
    const element = track.current;
    // jsdom has no scrolling; in a browser the snap track moves to the slide.
    if (element && typeof element.scrollTo === "function") {
      scrollingTo.current = index;
      element.scrollTo({ left: index * element.clientWidth, behavior: reducedMotion ? "auto" : "smooth" });
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = gallerySlideFor(event.key, active, count);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  // A swipe or scroll moved to another slide: follow it (without scrolling again). While our own
  // scroll runs, only its end counts (else the highlight would step back through the slides passed).
  const follow = (ended: boolean) => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
    if (scrollingTo.current !== null) {
      if (!ended && index !== scrollingTo.current) return;
      if (ended || Math.abs(element.scrollLeft - index * element.clientWidth) < 1) scrollingTo.current = null;
    }
    if (index !== active) {
      setActive(index);
      onSlideChange?.(index);
    }
  };

  if (count === 0) {
    return (
      <section className={cx("shop-gallery", className)} aria-label={t("Product images")}>
        <div className="shop-gallery__stage">
          <span className="shop-gallery__missing" />
          {labels && <ProductLabels labels={labels} type={LABEL_TYPES.productPage} maxPerCorner={maxLabelsPerCorner} />}
        </div>
      </section>
    );
  }

  return (
    <section className={cx("shop-gallery", className)} aria-label={t("Product images")}>
      <div className="shop-gallery__stage">
        <ul ref={track} className="shop-gallery__track" tabIndex={0} aria-label={t("Product images")} onKeyDown={keyDown} onScroll={() => follow(false)} onScrollEnd={() => follow(true)}>
          {items.map((item, index) => {
            const sources = galleryImageSources(item.image, imageOptions, imageUrl);
            const { loading, fetchPriority } = galleryLoading(index);
            return (
              <li key={`${item.image.src}-${index}`} className="shop-gallery__slide" aria-label={slideName(item, index)} aria-current={index === active ? "true" : undefined}>
                {item.kind === "video" ? (
                  <video className="shop-gallery__media" controls playsInline preload="none" poster={sources.src} width={sources.width} height={sources.height} title={item.title}>
                    <source src={item.videoUrl} />
                  </video>
                ) : (
                  <img className="shop-gallery__media" alt={item.image.alt ?? ""} loading={loading} fetchPriority={fetchPriority} decoding={index === 0 ? "auto" : "async"} {...sources} />
                )}
              </li>
            );
          })}
        </ul>
        {labels && <ProductLabels labels={labels} type={LABEL_TYPES.productPage} maxPerCorner={maxLabelsPerCorner} />}
        {count > 1 && (
          <>
            <button type="button" className="shop-gallery__arrow shop-gallery__arrow--previous" aria-label={t("Previous image")} aria-disabled={active === 0} onClick={() => active > 0 && show(active - 1)}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className="shop-gallery__arrow shop-gallery__arrow--next" aria-label={t("Next image")} aria-disabled={active === count - 1} onClick={() => active < count - 1 && show(active + 1)}>
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="shop-gallery__thumbs">
          {items.map((item, index) => (
            <li key={`${item.image.src}-${index}`}>
              <button type="button" className={cx("shop-gallery__thumb", item.kind === "video" && "shop-gallery__thumb--video")} aria-label={slideName(item, index)} aria-current={index === active ? "true" : undefined} onClick={() => show(index)}>
                <img
                  className="shop-gallery__thumb-image"
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={THUMB.width}
                  height={THUMB.height}
                  src={imageUrl(item.image.src, THUMB.width * 2, THUMB.height * 2)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
