import { readAddress } from "./content-link";
import type { ImageUrlBuilder } from "../../../internal/image-url";

/**
 * presentation-content.md §9 "Image srcset widths: 1920, 1440, 1024, 768, 540, 375" (@shop/core's
 * ShopConfig default `images.srcsetWidths`).
 */
export const CONTENT_IMAGE_SRCSET_WIDTHS = [1920, 1440, 1024, 768, 540, 375] as const;
/** §9 "(blog 1920, 1440, 1280, 1023, 768, 540, 400)" (ShopConfig `images.blogSrcsetWidths`). */
export const BLOG_IMAGE_SRCSET_WIDTHS = [1920, 1440, 1280, 1023, 768, 540, 400] as const;
/** The desktop breakpoint (§9 1024 px): the hero's desktop asset from here on, the mobile one below. */
export const HERO_DESKTOP_MEDIA = "(min-width: 1024px)";

/** The `srcset` of a content image at the §9 widths, through the app's image service. */
export function contentSrcSet(filename: string, imageUrl: ImageUrlBuilder, widths: readonly number[] = CONTENT_IMAGE_SRCSET_WIDTHS): string {
  return widths.map((width) => `${imageUrl(filename, width)} ${width}w`).join(", ");
}

/** The `src` for browsers without srcset: the width nearest above 1024 px of the list, else its widest. */
export function contentImageWidth(widths: readonly number[] = CONTENT_IMAGE_SRCSET_WIDTHS): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= 1024) ?? sorted[sorted.length - 1] ?? 1024;
}

/**
 * Whether an image address may be used: an http(s) URL, a path, or an inline `data:image/`
 * picture; not an empty value nor another scheme (`javascript:`, `data:text/html`…). An
 * `<img>` runs no script, but a refused address shows no broken image either.
 */
export function safeImageSrc(filename: unknown): filename is string {
  const read = readAddress(filename);
  if (!read) return false;
  const { address, scheme } = read;
  return scheme === undefined || scheme === "http" || scheme === "https" || /^data:image\//i.test(address);
}
