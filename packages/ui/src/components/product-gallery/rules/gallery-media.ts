import type { CardImage, CardImageSources, ImageUrlBuilder, ProductCardImageOptions } from "../../product-card/rules/card-image";
import { cardImageSources } from "../../product-card/rules/card-image";

/**
 * A media_gallery entry as the catalogue sends it (commerce-core.md §3 "media_gallery (image,
 * vid)"; @shop/catalog-pricing `mediaGalleryItemSchema`): `typ` "video" or a `vid` makes it a
 * video whose poster is `image`.
 */
export interface MediaGalleryEntry {
  image: string;
  pos?: number | undefined;
  typ?: "image" | "video" | undefined;
  lab?: string | null | undefined;
  vid?: { url: string; title?: string | undefined; video_id?: string | undefined } | null | undefined;
}

/** One slide of the gallery: an image, or a video with its poster image. */
export type GalleryItem =
  | { kind: "image"; image: CardImage }
  | { kind: "video"; image: CardImage; videoUrl: string; title?: string | undefined };

/**
 * The gallery's slides from media_gallery, in `pos` order (entries without one keep their
 * place after those with one): empty images dropped, a label (`lab`) becomes the alt text,
 * else the product name. A video without a URL is shown as its poster image.
 */
export function galleryItems(entries: readonly MediaGalleryEntry[], productName: string): GalleryItem[] {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.image.trim() !== "")
    .sort((a, b) => (a.entry.pos ?? Number.MAX_SAFE_INTEGER) - (b.entry.pos ?? Number.MAX_SAFE_INTEGER) || a.index - b.index);
  return ordered.map(({ entry }): GalleryItem => {
    const image: CardImage = { src: entry.image, alt: entry.lab?.trim() || productName };
    const videoUrl = entry.vid?.url.trim();
    if ((entry.typ === "video" || entry.vid) && videoUrl) return { kind: "video", image, videoUrl, title: entry.vid?.title ?? entry.lab ?? undefined };
    return { kind: "image", image };
  });
}

/**
 * The product page image: the card's candidates (presentation-content.md §9 widths 512 and
 * 1024 at 4:5) with the page's `sizes`: the full width on mobile, the gallery column (about
 * half the page) from the desktop breakpoint on. Width and height are set, so nothing shifts.
 */
export const GALLERY_IMAGE_SIZES = "(min-width: 1024px) 50vw, 100vw";

export function galleryImageSources(image: CardImage, options?: ProductCardImageOptions, buildUrl?: ImageUrlBuilder): CardImageSources {
  return { ...cardImageSources(image, options, buildUrl), sizes: GALLERY_IMAGE_SIZES };
}

/** The first slide is the page's largest paint: eager with a high fetch priority; the rest lazy. */
export function galleryLoading(index: number): { loading: "eager" | "lazy"; fetchPriority: "high" | "auto" } {
  return index === 0 ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy", fetchPriority: "auto" };
}

/** The slide a key press moves to (ArrowLeft/ArrowRight, Home/End), clamped; null for other keys. */
export function gallerySlideFor(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowLeft":
      return Math.max(0, current - 1);
    case "ArrowRight":
      return Math.min(count - 1, current + 1);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
