import { DEFAULT_IMAGE_WEBP, DEFAULT_PLACEHOLDER_QUALITY, DEFAULT_PRODUCT_CARD_BREAKPOINTS, DEFAULT_PRODUCT_CARD_RATIO, DEFAULT_PRODUCT_CARD_WIDTHS, type ShopConfig } from "@shop/core";
import type { ImageUrlBuilder, ImageUrlOptions } from "../../../internal/image-url";

/**
 * presentation-content.md §9 "Product card image srcsets: widths 512 and 1024, breakpoints
 * 1023, 512, 768, ratio 5/4 (4:5); at most 2 images" and "Placeholder image: quality 50, a
 * quarter of the smallest width; webp conversion when supported (default on)". Widths,
 * breakpoints, ratio, placeholder quality and webp are @shop/core's ShopConfig defaults
 * (`images.productCard*`, `images.placeholderQuality`, `images.webp`); at most 2 images and the
 * quarter are the card's own.
 */
export const PRODUCT_CARD_IMAGE_DEFAULTS = {
  widths: DEFAULT_PRODUCT_CARD_WIDTHS,
  breakpoints: DEFAULT_PRODUCT_CARD_BREAKPOINTS,
  /** Height over width. */
  ratio: DEFAULT_PRODUCT_CARD_RATIO,
  maxImages: 2,
  placeholderQuality: DEFAULT_PLACEHOLDER_QUALITY,
  /** The placeholder is this fraction of the smallest width. */
  placeholderScale: 1 / 4,
  webp: DEFAULT_IMAGE_WEBP,
} as const;

export interface ProductCardImageOptions {
  widths?: readonly number[];
  breakpoints?: readonly number[];
  ratio?: number;
  /** Quality of the low-quality placeholder (ShopConfig `images.placeholderQuality`). */
  placeholderQuality?: number;
  /** Offer the placeholder as webp to browsers that support it (ShopConfig `images.webp`). */
  webp?: boolean;
}

/** The card's image options from ShopConfig: `<ProductCard imageOptions={productCardImageOptions(config.images)} />`. */
export function productCardImageOptions(images: ShopConfig["images"]): ProductCardImageOptions {
  return {
    widths: images.productCardWidths,
    breakpoints: images.productCardBreakpoints,
    ratio: images.productCardRatio,
    placeholderQuality: images.placeholderQuality,
    webp: images.webp,
  };
}

/** presentation-content.md §3 "image (list of src, srcset, width, height)". */
export interface CardImage {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * Default: width, then height, quality and format when given, as query parameters; the image
 * service's query is the app's to choose.
 */
export const resizeQuery: ImageUrlBuilder = (src, width, height, { quality, format } = {}) =>
  `${src}${src.includes("?") ? "&" : "?"}${Object.entries({ width, height, quality, format })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .join("&")}`;

export type { ImageUrlBuilder, ImageUrlOptions };

export interface CardImageSources {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * The low-quality placeholder shown until the image loads: `src` for every browser, `webpSrc`
 * (null when webp is off) for a `<source type="image/webp">` that browsers without webp skip.
 */
export interface CardImagePlaceholder {
  src: string;
  webpSrc: string | null;
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

/** The candidate widths, smallest first, and the height of a width at the card ratio. */
function cardGeometry(options: ProductCardImageOptions) {
  const widths = [...(options.widths ?? PRODUCT_CARD_IMAGE_DEFAULTS.widths)].sort((a, b) => a - b);
  const ratio = options.ratio ?? PRODUCT_CARD_IMAGE_DEFAULTS.ratio;
  return { widths, smallest: widths[0] ?? 512, height: (width: number) => Math.round(width * ratio) };
}

/**
 * The `<img>` sources of one card image: the feed's own srcset when it has one, otherwise one
 * candidate per width at the card ratio. `src` is the smallest candidate.
 */
export function cardImageSources(image: CardImage, options: ProductCardImageOptions = {}, buildUrl: ImageUrlBuilder = resizeQuery): CardImageSources {
  const { widths, smallest, height } = cardGeometry(options);
  return {
    src: image.srcset ? image.src : buildUrl(image.src, smallest, height(smallest)),
    srcSet: image.srcset ?? widths.map((width) => `${buildUrl(image.src, width, height(width))} ${width}w`).join(", "),
    sizes: cardImageSizes(options.breakpoints ?? PRODUCT_CARD_IMAGE_DEFAULTS.breakpoints),
    width: image.width ?? smallest,
    height: image.height ?? height(image.width ?? smallest),
  };
}

/**
 * §9 "Placeholder image: quality 50, a quarter of the smallest width; webp conversion when
 * supported (default on)", at the card ratio. Null when the feed brings its own srcset: the
 * card uses the feed's URLs as given, so it builds none from them.
 */
export function cardImagePlaceholder(image: CardImage, options: ProductCardImageOptions = {}, buildUrl: ImageUrlBuilder = resizeQuery): CardImagePlaceholder | null {
  if (image.srcset) return null;
  const { smallest, height } = cardGeometry(options);
  const width = Math.max(Math.round(smallest * PRODUCT_CARD_IMAGE_DEFAULTS.placeholderScale), 1);
  const quality = options.placeholderQuality ?? PRODUCT_CARD_IMAGE_DEFAULTS.placeholderQuality;
  return {
    src: buildUrl(image.src, width, height(width), { quality }),
    webpSrc: (options.webp ?? PRODUCT_CARD_IMAGE_DEFAULTS.webp) ? buildUrl(image.src, width, height(width), { quality, format: "webp" }) : null,
  };
}

/** §9 "at most 2 images": the main image and the one shown on hover. */
export function cardImages(images: readonly CardImage[]): CardImage[] {
  return images.filter((image) => image.src.trim() !== "").slice(0, PRODUCT_CARD_IMAGE_DEFAULTS.maxImages);
}
