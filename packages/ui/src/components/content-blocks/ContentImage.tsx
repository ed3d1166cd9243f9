import { cx } from "../../internal/cx";
import { useContentOptions } from "./content-context";
import type { ImageAsset } from "./content-types";
import { CONTENT_IMAGE_SRCSET_WIDTHS, contentImageWidth, contentSrcSet, HERO_DESKTOP_MEDIA, safeImageSrc } from "./rules/content-image";

export interface ContentImageProps {
  image: ImageAsset;
  /** The `sizes` of the image: how wide it shows. */
  sizes?: string;
  /** §9 srcset widths (the blog's are `BLOG_IMAGE_SRCSET_WIDTHS`). */
  widths?: readonly number[];
  /** Above the fold (a hero): load at once. */
  eager?: boolean;
  className?: string;
}

/** A content image at the §9 srcset widths, through the app's image service when given. */
export function ContentImage({ image, sizes = "100vw", widths = CONTENT_IMAGE_SRCSET_WIDTHS, eager = false, className }: ContentImageProps) {
  const { imageUrl } = useContentOptions();
  if (!safeImageSrc(image.filename)) return null;
  return (
    <img
      className={cx("shop-content-image", className)}
      src={imageUrl ? imageUrl(image.filename, contentImageWidth(widths)) : image.filename}
      srcSet={imageUrl ? contentSrcSet(image.filename, imageUrl, widths) : undefined}
      sizes={imageUrl ? sizes : undefined}
      alt={typeof image.alt === "string" ? image.alt : ""}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

export interface ResponsiveImageProps extends Omit<ContentImageProps, "image"> {
  desktop: ImageAsset;
  mobile?: ImageAsset | undefined;
}

/**
 * The §3 desktop and mobile assets of a hero or blog article: the desktop one from the §9
 * desktop breakpoint (1024 px) on, the mobile one below (the desktop one when there is none).
 * The browser picks the source, so the server's HTML is the same on every screen.
 */
export function ResponsiveImage({ desktop, mobile, sizes = "100vw", widths = CONTENT_IMAGE_SRCSET_WIDTHS, eager = false, className }: ResponsiveImageProps) {
  const { imageUrl } = useContentOptions();
  const small = mobile && safeImageSrc(mobile.filename) ? mobile : desktop;
  if (!safeImageSrc(desktop.filename)) return <ContentImage image={small} sizes={sizes} widths={widths} eager={eager} className={className} />;
  if (small === desktop) return <ContentImage image={desktop} sizes={sizes} widths={widths} eager={eager} className={className} />;
  return (
    <picture className="shop-content-picture">
      <source media={HERO_DESKTOP_MEDIA} srcSet={imageUrl ? contentSrcSet(desktop.filename, imageUrl, widths) : desktop.filename} sizes={imageUrl ? sizes : undefined} />
      <ContentImage image={small} sizes={sizes} widths={widths} eager={eager} className={className} />
    </picture>
  );
}
