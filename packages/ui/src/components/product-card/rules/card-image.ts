import { DEFAULT_PRODUCT_CARD_BREAKPOINTS, DEFAULT_PRODUCT_CARD_RATIO, DEFAULT_PRODUCT_CARD_WIDTHS } from "@shop/core";
import type { ImageUrlBuilder } from "../../../internal/image-url";

/**
 * presentation-content.md §9 "Product card image srcsets: widths 512 and 1024, breakpoints
 * 1023, 512, 768, ratio 5/4 (4:5); at most 2 images". Widths, breakpoints and ratio are
 * @shop/core's ShopConfig defaults (`images.productCard*`); at most 2 images is the card's own.
 */
export const PRODUCT_CARD_IMAGE_DEFAULTS = {
  widths: DEFAULT_PRODUCT_CARD_WIDTHS,
  breakpoints: DEFAULT_PRODUCT_CARD_BREAKPOINTS,
  /** Height over width. */
  ratio: DEFAULT_PRODUCT_CARD_RATIO,
  maxImages: 2,
} as const;

export interface ProductCardImageOptions {
  widths?: readonly number[];
  breakpoints?: readonly number[];
  ratio?: number;
}

/** presentation-content.md §3 "image (list of src, srcset, width, height)". */
export interface CardImage {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** Default: width (and height, when given) as query parameters; the image service's query is the app's to choose. */
export const resizeQuery: ImageUrlBuilder = (src, width, height) =>
  `${src}${src.includes("?") ? "&" : "?"}width=${width}${height === undefined ? "" : `&height=${height}`}`;

export type { ImageUrlBuilder };

export interface CardImageSources {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * Column widths the card takes at each breakpoint (max-width, px): two columns up to 768 px,
 * three up to 1023 px, four on desktop. Breakpoints not listed here take the next wider rule.
 */
const COLUMNS_UP_TO: Readonly<Record<number, string>> = { 512: "50vw", 768: "50vw", 1023: "33vw" };
const DESKTOP_COLUMN = "25vw";

/** `sizes` for the card image: one entry per breakpoint, narrowest first, desktop last. */
export function cardImageSizes(breakpoints: readonly number[]): string {
  const sorted = [...new Set(breakpoints)].sort((a, b) => a - b);
  const known = Object.keys(COLUMNS_UP_TO).map(Number).sort((a, b) => a - b);
  const entries = sorted.map((breakpoint) => {
    const rule = known.find((candidate) => candidate >= breakpoint);
    return `(max-width: ${breakpoint}px) ${rule === undefined ? DESKTOP_COLUMN : COLUMNS_UP_TO[rule]}`;
  });
  return [...entries, DESKTOP_COLUMN].join(", ");
}

/**
 * The `<img>` sources of one card image: the feed's own srcset when it has one, otherwise one
 * candidate per width at the card ratio. `src` is the smallest candidate.
 */
export function cardImageSources(image: CardImage, options: ProductCardImageOptions = {}, buildUrl: ImageUrlBuilder = resizeQuery): CardImageSources {
  const widths = [...(options.widths ?? PRODUCT_CARD_IMAGE_DEFAULTS.widths)].sort((a, b) => a - b);
  const ratio = options.ratio ?? PRODUCT_CARD_IMAGE_DEFAULTS.ratio;
  const smallest = widths[0] ?? 512;
  const height = (width: number) => Math.round(width * ratio);
  return {
    src: image.srcset ? image.src : buildUrl(image.src, smallest, height(smallest)),
    srcSet: image.srcset ?? widths.map((width) => `${buildUrl(image.src, width, height(width))} ${width}w`).join(", "),
    sizes: cardImageSizes(options.breakpoints ?? PRODUCT_CARD_IMAGE_DEFAULTS.breakpoints),
    width: image.width ?? smallest,
    height: image.height ?? height(image.width ?? smallest),
  };
}

/** §9 "at most 2 images": the main image and the one shown on hover. */
export function cardImages(images: readonly CardImage[]): CardImage[] {
  return images.filter((image) => image.src.trim() !== "").slice(0, PRODUCT_CARD_IMAGE_DEFAULTS.maxImages);
}
