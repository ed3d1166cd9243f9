/**
 * The product page's own labels (@shop/ui product gallery, buy box, related colours, size
 * guide, product page layout): the spec names these parts (presentation-content.md §2
 * /p/{parentSku}/{slug} and the 'size guide' modal, §3 product link 'colorrelation',
 * commerce-core.md §3 media_gallery, bundle_options, custom_options) but words none of them;
 * the English is ours. The spec's own messages the page shows ('Product has been added to the
 * cart!', 'No such configuration for the product. Please do choose another combination of
 * attributes.', 'In stock!', 'Out of the stock!') live in COMMERCE_MESSAGES. Kept in one group
 * (and one file per language under catalogues/product/) so other work on the catalogues
 * merges around it.
 */
export const PRODUCT_MESSAGES = [
  // Gallery
  "Product images",
  "Previous image",
  "Next image",
  "Image {{index}} of {{count}}",
  "Video {{index}} of {{count}}",
  // Buy box
  "Size guide",
  "Required",
  // Related colours
  "More colours",
  // Size guide
  "Chest",
  "Waist",
  "Length",
  "Measurements in cm",
  // Product page
  "Details",
] as const;

export type ProductMessageKey = (typeof PRODUCT_MESSAGES)[number];
