/**
 * The content components' own labels and sentences (@shop/ui blog, store locator, lookbook,
 * newsletter modal, preview banner; issue 19): the spec names these screens (presentation-
 * content.md §1 store locator and lookbook, §2 blog page, modals "newsletter" and
 * "shop-the-look", content preview) but words none of these texts; the English is ours.
 * Kept in one group (and one file per language under catalogues/content/) so other work on
 * the catalogues merges around it. Declared elsewhere and reused: "Home", "Blog",
 * "The Journal.", "Latest blogs", "Lookbook", "Store locator", "Try again", "Loading…",
 * "Close", "Get 10% off with our newsletter".
 */
export const CONTENT_MESSAGES = [
  // Blog
  "There are no articles yet.",
  "The articles could not be loaded.",
  "Back to the blog",
  // Store locator
  "City or postcode",
  "Use my location",
  "Stores found: {{count}}",
  "No stores found for “{{query}}”.",
  "{{distance}} km away",
  "Opening hours",
  "The stores could not be loaded.",
  // Lookbook (shop-the-look)
  "Shop the look",
  "Show {{product}}",
  "Products in this look",
  "There are no looks yet.",
  // Newsletter modal
  "Subscribe and be the first to hear about new arrivals and offers.",
  // Preview mode
  "Preview mode",
  "You are viewing draft content.",
  "Release: {{release}}",
  "Exit preview",
  "This is no preview link: it needs a story id, space id, timestamp and token.",
  "The preview link was refused: it is wrong or has expired.",
] as const;

export type ContentMessageKey = (typeof CONTENT_MESSAGES)[number];
