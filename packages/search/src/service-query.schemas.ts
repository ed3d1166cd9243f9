import { z } from "zod";

/**
 * The query string every call of the search and recommendation service carries
 * (presentation-content.md §7 "Generic request form"). Numbers arrive as text; defaults are the
 * spec's (§9 "Listing limit / skip default 20 / 0"). Filters are not here: they are the
 * `f.`-prefixed parameters (`listingFiltersFromQuery`), read from the whole query.
 */

/** §7: touchpoint desktop or mobile (mobile at viewport width 1024 or less: `touchpointOf`). */
export const touchpointSchema = z.enum(["desktop", "mobile"]);
export type Touchpoint = z.infer<typeof touchpointSchema>;

/**
 * Sort ids of a listing, one per sort option of commerce-core.md §9 ("Latest, Price low to high,
 * Price high to low, Recommended, New"): LATEST newest first, PRICE_ASCENDING, PRICE_DESCENDING,
 * RELEVANCE (recommended: the text's score on a search, else the category position), NEW (products
 * labelled new first).
 */
export const SERVICE_SORT_IDS = ["LATEST", "PRICE_ASCENDING", "PRICE_DESCENDING", "RELEVANCE", "NEW"] as const;
export const serviceSortSchema = z.enum(SERVICE_SORT_IDS);
export type ServiceSort = z.infer<typeof serviceSortSchema>;

/** A non-negative whole number sent as text (or a number, when a client builds the object). */
const wholeNumber = z.coerce.number().int().min(0);
/** A session or customer key: opaque to the service, generated and kept by the client (§3, §4). */
export const visitorKeySchema = z.string().trim().min(1).max(128);

export const serviceQuerySchema = z.object({
  /** The market (country) the shopper buys in, e.g. "NL". */
  market: z.string().trim().min(2).max(8),
  /** A BCP 47 locale as the service knows it: en-US is sent as en-GB (`serviceLocaleOf`). */
  locale: z.string().trim().regex(/^[a-z]{2}-[A-Z]{2}$/, "locale must look like nl-NL"),
  touchpoint: touchpointSchema,
  sessionKey: visitorKeySchema,
  customerKey: visitorKeySchema,
  /** The page the shopper is on (its path, e.g. "/l/elevate/new-in" or "/c/shirts"). */
  pageReference: z.string().max(500).optional(),
  /** Page size of the primary list; 1 to 200. */
  limit: wholeNumber.min(1).max(200).default(20),
  skip: wholeNumber.default(0),
  sort: serviceSortSchema.optional(),
  /** The search text (search page, autocomplete). */
  q: z.string().max(200).optional(),
  /** Names a landing page by its template instead of its url (a decision: the spec only lists it). */
  templateId: z.string().max(100).optional(),
  /** The product page's product (its parent sku). */
  productKey: z.string().max(100).optional(),
  /** The cart page's items: their product keys joined by a pipe (§7 "cart items joined by a pipe"). */
  cart: z.string().max(4000).optional(),
  /** A ticket clicked on the way to this page: recorded as a click notification with the query. */
  notify: z.string().max(500).optional(),
});
export type ServiceQuery = z.infer<typeof serviceQuerySchema>;
export type ServiceQueryInput = z.input<typeof serviceQuerySchema>;
