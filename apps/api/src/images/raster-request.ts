import type { FieldError } from "@shop/sync-queue";

/**
 * The only widths the server renders (a request's width is rounded up to the next one, so
 * nobody can make it render arbitrary sizes):
 * - presentation-content.md §9 "Image srcset widths: 1920, 1440, 1024, 768, 540, 375 (blog
 *   1920, 1440, 1280, 1023, 768, 540, 400)", "Tile image srcset widths: 1510 and 755",
 *   "Product card image srcsets: widths 512 and 1024";
 * - commerce-core.md §9 "cart thumbnail 210x300, product 375x469, gallery 600x744";
 * - the §9 placeholder, "a quarter of the smallest width", of each srcset: 375 → 94,
 *   400 → 100, 512 → 128, 755 → 189 (rounded as @shop/ui's cardImagePlaceholder rounds).
 */
export const RASTER_WIDTHS = [94, 100, 128, 189, 210, 375, 400, 512, 540, 600, 755, 768, 1023, 1024, 1280, 1440, 1510, 1920] as const;

/**
 * Height over width of the crops the server makes when a height is asked: the card's 4:5
 * (§9 "ratio 5/4"), the gallery's 600x744, the cart thumbnail's 210x300, square, and the
 * content formats (hero 1920x800, blog card 800x600, mobile hero 750x1000). A request's
 * ratio snaps to the nearest one, for the same reason widths are rounded.
 */
export const RASTER_RATIOS = [800 / 1920, 9 / 16, 3 / 4, 1, 4 / 3, 744 / 600, 5 / 4, 300 / 210, 3 / 2] as const;

const MAX_WIDTH = 1920;

export type RasterFormat = "avif" | "webp" | "jpeg" | "png";

export const DEFAULT_QUALITY = 75;
/** A request without `w` gets the gallery width (commerce-core.md §9 "gallery 600x744"). */
export const DEFAULT_WIDTH = 600;
/** Beyond any width the server renders: a larger number is a mistake, not a big screen. */
const MAX_DIMENSION = 10_000;

export interface RasterRequest {
  width: number;
  /** Absent: the source's own ratio. */
  height: number | undefined;
  quality: number;
  /** Absent: negotiated from the Accept header. */
  format: RasterFormat | undefined;
  /** The content version the URL names (`v`), if any. */
  version: string | undefined;
}

export type ParsedRasterRequest = { ok: true; request: RasterRequest } | { ok: false; errors: FieldError[] };

/** The smallest allowed width at least `width`; the largest when none is. */
export function allowedWidth(width: number): number {
  return RASTER_WIDTHS.find((allowed) => allowed >= width) ?? MAX_WIDTH;
}

/** The height of the allowed crop nearest to `height / requestedWidth`, at the rendered width. */
export function allowedHeight(renderedWidth: number, requestedWidth: number, height: number): number {
  const asked = height / requestedWidth;
  const ratio = RASTER_RATIOS.reduce((best, candidate) => (Math.abs(candidate - asked) < Math.abs(best - asked) ? candidate : best), RASTER_RATIOS[0]);
  return Math.round(renderedWidth * ratio);
}

const FORMATS: Readonly<Record<string, RasterFormat>> = { avif: "avif", webp: "webp", jpeg: "jpeg", jpg: "jpeg", png: "png" };

function positiveInteger(raw: string | undefined, path: string, max: number, errors: FieldError[]): number | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= max)) {
    errors.push({ path, message: `${path} must be a whole number from 1 to ${max}.` });
    return undefined;
  }
  return value;
}

/** `w`, `h`, `q`, `fm` and `v` of a raster request; other parameters are ignored. */
export function parseRasterQuery(query: Readonly<Record<string, string | undefined>>): ParsedRasterRequest {
  const errors: FieldError[] = [];
  const width = positiveInteger(query.w, "w", MAX_DIMENSION, errors);
  const height = positiveInteger(query.h, "h", MAX_DIMENSION, errors);
  const quality = positiveInteger(query.q, "q", 100, errors);
  const format = query.fm === undefined ? undefined : FORMATS[query.fm.toLowerCase()];
  if (query.fm !== undefined && format === undefined) errors.push({ path: "fm", message: "fm must be one of avif, webp, jpeg, jpg, png." });
  if (query.h !== undefined && query.w === undefined) errors.push({ path: "h", message: "h needs w: a height is a crop of a width." });
  const version = query.v;
  if (version !== undefined && !/^[0-9a-f]{1,64}$/.test(version)) errors.push({ path: "v", message: "v must be the image's version (hexadecimal)." });
  if (errors.length > 0) return { ok: false, errors };
  const rendered = allowedWidth(width ?? DEFAULT_WIDTH);
  return {
    ok: true,
    request: {
      width: rendered,
      height: height === undefined ? undefined : allowedHeight(rendered, width ?? DEFAULT_WIDTH, height),
      quality: quality ?? DEFAULT_QUALITY,
      format,
      version,
    },
  };
}

/**
 * The best format the Accept header allows: avif, then webp (presentation-content.md §9
 * "webp conversion when supported"), else jpeg, which every browser shows. `image/*` and
 * `*∕*` do not count as accepting avif or webp: browsers send them with no such support.
 */
export function negotiateFormat(accept: string | undefined): RasterFormat {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "jpeg";
}
