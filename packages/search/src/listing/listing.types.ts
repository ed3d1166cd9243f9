import type { ContentList, NavigationNode } from "../service-reply.schemas";
import type { ListingFilter } from "../rules/listing-filters";

/**
 * The one listing model (presentation-content.md §3 "Listing page result"), whichever source
 * answered: the catalogue search (/c/{slug}) or the search and recommendation service (landing
 * pages, search results). Its parts have the shapes @shop/ui's listing components take
 * (ListingGrid items, FacetPanel facets, ListingToolbar sort options, Breadcrumbs crumbs), so a
 * route renders them without a mapping of its own.
 */

/** commerce-core.md §9 sort options, by the ids @shop/ui's ListingToolbar uses. */
export const LISTING_SORTS = ["latest", "price_asc", "price_desc", "recommended", "new"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingSortOption {
  value: ListingSort;
  /** An i18n key ("Latest", "Price low to high", …). */
  label: string;
}

/** A child of a configurable card (@shop/core `ConfigurableChildFields` plus its attribute values), mutable for the slice's drafts. */
export interface ListingProductChild {
  status?: number;
  stock?: { is_in_stock: boolean };
  custom_attributes?: { attribute_code: string; value: unknown }[];
  [attributeCode: string]: unknown;
}

/** A card of the grid: @shop/ui's `CardProduct` fields, plus the service's ticket (for click and add-to-cart notifications). */
export interface ListingProduct {
  sku: string;
  parentSku?: string;
  title: string;
  link: string;
  image: { src: string; alt?: string }[];
  price: { regular: number; special: number | null };
  stock: { is_in_stock: boolean };
  brand?: string | null;
  /** §3 Card product "ticket": sent back with `notifySearchService`. Absent for the catalogue source. */
  ticket?: string;
  configurable_options?: { attribute_code: string; attribute_id?: number | string; label: string; values: { value_index: number | string; label: string }[] }[];
  /** The catalogue's children (stock, status, attribute values): the card's size dropdown reads which sizes sell. */
  configurable_children?: ListingProductChild[];
}

export interface ListingFacetValue {
  id: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface ListingPriceRange {
  id: string;
  min: number;
  /** null: "and up". */
  max: number | null;
  /** "< €50", "€50 - €100", "> €150" (commerce-core.md §9). */
  label: string;
  count: number;
  selected: boolean;
}

/** @shop/ui's `ListingFacet` (checkbox, price ranges, size types with formats). */
export type ListingFacet =
  | { type: "checkbox"; id: string; label: string; values: ListingFacetValue[] }
  | { type: "price"; id: string; label: string; ranges: ListingPriceRange[] }
  | { type: "size"; id: string; label: string; sizeTypes: { id: string; label: string; formats: { id: string; label: string; values: ListingFacetValue[] }[] }[] };

/** @shop/ui's `Crumb`: the last one (the page itself) has no href. */
export interface ListingCrumb {
  label: string;
  href?: string;
}

/** Where a listing is: the path as the shopper sees it (store prefix included), and what kind of page it is (presentation-content.md §2). */
export type ListingRoute =
  | { kind: "category"; path: string; slug: string }
  | { kind: "landing"; path: string }
  | { kind: "search"; path: string };

/** The state of a listing a URL holds (URL ↔ state: `listingQueryFromUrl` / `listingUrlFromQuery`). */
export interface ListingQuery {
  route: ListingRoute;
  /** The search text (search results only). */
  q?: string;
  filters: Record<string, ListingFilter>;
  /** Absent: the source's default (category position, the service's relevance). */
  sort?: ListingSort;
  /** 1-based; page 1 is omitted from the URL (§2). */
  page: number;
}

export interface Listing {
  source: "catalogue" | "service";
  /** seo.pageHeading (service), the category's name (catalogue), or the search text. */
  heading: string;
  products: ListingProduct[];
  totalHits: number;
  page: number;
  pageSize: number;
  facets: ListingFacet[];
  sortOptions: ListingSortOption[];
  sort: ListingSort;
  breadcrumbs: ListingCrumb[];
  /** Category tree with counts (service navigation.tree; the category's children for the catalogue). */
  navigation: NavigationNode[];
  contentLists: ContentList[];
  /** commerce-core.md §8: a search while offline answers empty with this flag. */
  offline: boolean;
}
