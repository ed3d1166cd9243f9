import { DEFAULT_TILE_SRCSET_WIDTHS } from "@shop/core";
import { breakpoints, durations } from "../../../tokens/tokens";
import type { ImageUrlBuilder, MenuCategory } from "../menu-types";

/** presentation-content.md §2/§9: the promo tile shows only with fewer than 5 columns. */
export const TILE_MAX_COLUMNS = 4;
/** §2: maximum six fade columns (fade-in 200 ms, 50 ms stagger, §9). */
export const MAX_FADE_COLUMNS = 6;
/** §9: tile image srcset widths (@shop/core's ShopConfig default `images.tileSrcsetWidths`). */
export const TILE_SRCSET_WIDTHS = DEFAULT_TILE_SRCSET_WIDTHS;
/** The tile image's `src` for browsers without srcset: the smaller §9 width. */
export const TILE_IMAGE_WIDTH = TILE_SRCSET_WIDTHS[1];
/** The tile is at most 400 px wide (MegaMenu.css) from the widest menu breakpoint on, else about 30 % of the viewport. */
export const TILE_IMAGE_SIZES = `(min-width: ${breakpoints.menuWidest}px) 400px, 30vw`;
/** §9: submenu close delay (the `--shop-duration-submenu-close` token). */
export const SUBMENU_CLOSE_DELAY_MS = durations["submenu-close"];

export function showsPromoTile(category: Pick<MenuCategory, "columns" | "tile">): boolean {
  return category.tile !== undefined && category.columns.length <= TILE_MAX_COLUMNS;
}

export function hasPanel(category: Pick<MenuCategory, "columns" | "tile">): boolean {
  return category.columns.length > 0 || category.tile !== undefined;
}

/** A tile asset is a video when it is a .webm or .mp4 file (query string ignored), else an image. */
export function tileMediaKind(filename: string): "video" | "image" {
  return /\.(webm|mp4)$/i.test(filename.split(/[?#]/)[0] ?? "") ? "video" : "image";
}

/** Fade order of a column: the first six columns stagger, later ones arrive with the sixth. */
export function fadeStep(columnIndex: number): number {
  return Math.min(columnIndex, MAX_FADE_COLUMNS - 1);
}

/** The `srcset` of a tile image at the §9 widths. */
export function tileSrcSet(filename: string, imageUrl: ImageUrlBuilder, widths: readonly number[] = TILE_SRCSET_WIDTHS): string {
  return widths.map((width) => `${imageUrl(filename, width)} ${width}w`).join(", ");
}

/** Without an image service the file is used as is at every width. */
export const plainImageUrl: ImageUrlBuilder = (filename) => filename;
