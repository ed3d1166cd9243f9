import { z } from "zod";
import { serviceSortSchema } from "./service-query.schemas";
import { recommendationAlgorithmSchema } from "./service-request.schemas";

/**
 * Replies of the search and recommendation service (presentation-content.md §3 "Listing page
 * result", "Product group", "Facet", "Product page", "Autocomplete result", "Card product").
 * Loose objects: a service may add fields; a client reads only these.
 */

/** An image of a card: its sources, widest first (§3 "imageInfo images with sources url"). */
const imageSchema = z.looseObject({
  alt: z.string().optional(),
  sources: z.array(z.looseObject({ url: z.string().min(1), width: z.number().int().positive().optional() })).min(1),
});

/** §3 "Card product (recommendation service)". Prices are numbers in the store view's currency. */
export const cardProductSchema = z.looseObject({
  key: z.string().min(1),
  title: z.string(),
  link: z.string(),
  sku: z.string().min(1),
  /** Sent back in a click or add-to-cart notification. */
  ticket: z.string().min(1),
  brand: z.string().nullable(),
  inStock: z.boolean(),
  /** Colour swatches of the product and its colour siblings: a label and a css colour. */
  swatch: z.array(z.looseObject({ key: z.string(), label: z.string(), color: z.string() })),
  /** Badge labels (e.g. "Sale", "New"). */
  badges: z.array(z.string()),
  /** §3 "typedCustom json (product_labels, tritonx_mm)". */
  typedCustom: z.looseObject({ product_labels: z.array(z.unknown()), tritonx_mm: z.string().nullable() }),
  imageInfo: z.looseObject({ images: z.array(imageSchema) }),
  sellingPrice: z.looseObject({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
  listPrice: z.looseObject({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
});
export type CardProduct = z.infer<typeof cardProductSchema>;

/** A size of a product group: its sku (`key`), label and stock (§3 "variants (key, inStock)"). */
export const variantSchema = z.looseObject({ key: z.string().min(1), label: z.string(), inStock: z.boolean() });
export type Variant = z.infer<typeof variantSchema>;

/** §3 "Product group: key, link, products, variants (key, inStock), ticket". One style: its key is the parent sku. */
export const productGroupSchema = z.looseObject({
  key: z.string().min(1),
  link: z.string(),
  ticket: z.string().min(1),
  products: z.array(cardProductSchema).min(1),
  variants: z.array(variantSchema),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** One value of a checkbox facet, with the number of products it would show. */
export const facetValueSchema = z.looseObject({ id: z.string().min(1), label: z.string(), count: z.number().int().nonnegative(), selected: z.boolean() });
export type FacetValue = z.infer<typeof facetValueSchema>;

/** Sizes grouped by size type (tops, waist…) and format (INT, EU, W…): §3 "sizeTypes>formats>values". */
export const sizeTypeSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string(),
  formats: z.array(z.looseObject({ id: z.string().min(1), label: z.string(), values: z.array(facetValueSchema) })),
});
export type SizeType = z.infer<typeof sizeTypeSchema>;

/**
 * §3 "Facet: id, label, values or sizeTypes>formats>values, type, minSelected, maxSelected".
 * CHECKBOX (colour, brand, material): values; SIZE: sizeTypes; RANGE (price): the bounds of the
 * products shown (`min`, `max`) and the chosen range (`minSelected`, `maxSelected`).
 */
export const facetSchema = z.discriminatedUnion("type", [
  z.looseObject({ id: z.string().min(1), label: z.string(), type: z.literal("CHECKBOX"), values: z.array(facetValueSchema) }),
  z.looseObject({ id: z.string().min(1), label: z.string(), type: z.literal("SIZE"), sizeTypes: z.array(sizeTypeSchema) }),
  z.looseObject({
    id: z.string().min(1),
    label: z.string(),
    type: z.literal("RANGE"),
    min: z.number(),
    max: z.number(),
    minSelected: z.number().nullable(),
    maxSelected: z.number().nullable(),
  }),
]);
export type Facet = z.infer<typeof facetSchema>;

/** §3 "primaryList (productGroups, totalHits, sort {options, selected}, facets, published)". */
export const primaryListSchema = z.looseObject({
  productGroups: z.array(productGroupSchema),
  totalHits: z.number().int().nonnegative(),
  sort: z.looseObject({ options: z.array(z.looseObject({ id: serviceSortSchema, label: z.string() })), selected: serviceSortSchema }),
  facets: z.array(facetSchema),
  /** A landing page an editor has not published answers false (§7: the client then shows nothing). */
  published: z.boolean(),
});
export type PrimaryList = z.infer<typeof primaryListSchema>;

export interface NavigationNode {
  label: string;
  path: string;
  count: number;
  children: NavigationNode[];
}
/** §3 "tree with children by path": a category with the number of products it lists. */
export const navigationNodeSchema: z.ZodType<NavigationNode> = z.lazy(() =>
  z.object({ label: z.string(), path: z.string(), count: z.number().int().nonnegative(), children: z.array(navigationNodeSchema) }),
);

export const navigationSchema = z.looseObject({
  breadcrumbs: z.array(z.looseObject({ label: z.string(), path: z.string() })),
  tree: z.array(navigationNodeSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** §3 "contentLists (items with link, description, ticket, key, custom.short_description)". */
export const contentListSchema = z.looseObject({
  id: z.string(),
  items: z.array(
    z.looseObject({ key: z.string().min(1), link: z.string(), description: z.string(), ticket: z.string().min(1), custom: z.looseObject({ short_description: z.string() }) }),
  ),
});
export type ContentList = z.infer<typeof contentListSchema>;

/** Landing page, category page and search page reply. A part not asked for is absent. */
export const pageReplySchema = z.looseObject({
  primaryList: primaryListSchema.optional(),
  navigation: navigationSchema.optional(),
  contentLists: z.array(contentListSchema).optional(),
  seo: z.looseObject({ pageHeading: z.string() }).optional(),
});
export type PageReply = z.infer<typeof pageReplySchema>;

export const recommendationListSchema = z.looseObject({
  id: z.string(),
  algorithm: recommendationAlgorithmSchema,
  productGroups: z.array(productGroupSchema),
});
export type RecommendationList = z.infer<typeof recommendationListSchema>;

/** §3 "Product page: productGroup and recommendationLists". productGroup is null for an unknown or unlisted product. */
export const productPageReplySchema = z.looseObject({
  productGroup: productGroupSchema.nullable().optional(),
  recommendationLists: z.array(recommendationListSchema),
});
export type ProductPageReply = z.infer<typeof productPageReplySchema>;

/** Cart page: the cart's own groups (those the service knows) and the CART lists. */
export const cartPageReplySchema = z.looseObject({
  cart: z.looseObject({ productGroups: z.array(productGroupSchema) }).optional(),
  recommendationLists: z.array(recommendationListSchema),
});
export type CartPageReply = z.infer<typeof cartPageReplySchema>;

/** §3 "Autocomplete result: productSuggestions and phraseSuggestions". */
export const autocompleteReplySchema = z.looseObject({
  productSuggestions: z.array(cardProductSchema),
  /** A phrase to search for; `highlighted` marks the typed part with <em>. */
  phraseSuggestions: z.array(z.looseObject({ q: z.string().min(1), highlighted: z.string() })),
});
export type AutocompleteReply = z.infer<typeof autocompleteReplySchema>;

/** The service's error reply (status 400 or 404). */
export const serviceErrorSchema = z.looseObject({
  error: z.looseObject({ message: z.string(), errors: z.array(z.looseObject({ path: z.string(), message: z.string() })).optional() }),
});
export type ServiceError = z.infer<typeof serviceErrorSchema>;
