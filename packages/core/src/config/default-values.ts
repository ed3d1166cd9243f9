/**
 * Defaults other packages also need as constants (e.g. @shop/ui's component defaults), exported
 * so they repeat these values instead of copying them. presentation-content.md §9. Kept apart
 * from the zod schema so importing a constant does not ship zod to a bundle.
 */
/** §9 tile image srcset widths (`images.tileSrcsetWidths`). */
export const DEFAULT_TILE_SRCSET_WIDTHS = [1510, 755] as const;
/** §9 product card image srcset widths (`images.productCardWidths`). */
export const DEFAULT_PRODUCT_CARD_WIDTHS = [512, 1024] as const;
/** §9 product card `sizes` breakpoints (`images.productCardBreakpoints`). */
export const DEFAULT_PRODUCT_CARD_BREAKPOINTS = [1023, 512, 768] as const;
/** §9 product card image ratio 4:5, height over width (`images.productCardRatio`). */
export const DEFAULT_PRODUCT_CARD_RATIO = 5 / 4;
/** §9 placeholder image quality 50 (`images.placeholderQuality`). */
export const DEFAULT_PLACEHOLDER_QUALITY = 50;
/** §9 "webp conversion when supported (default on)" (`images.webp`). */
export const DEFAULT_IMAGE_WEBP = true;
/** §9 "Pagination: … 5 (blog)" (`blog.paginationVisiblePages`). */
export const DEFAULT_BLOG_VISIBLE_PAGES = 5;
