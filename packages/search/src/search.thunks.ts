import { createAsyncThunk } from "@reduxjs/toolkit";
import { searchContextOf, type Attribute, type Category, type CatalogRootState, type Product } from "@shop/catalog-pricing";
import { loggerOf, selectStoreView } from "@shop/core";
import { isOfflineFailure } from "@shop/sync-queue";
import { listingFiltersToQuery } from "./rules/listing-filters";
import { serviceLocaleOf } from "./rules/locale";
import { catalogueFieldOf, catalogueListingQuery } from "./rules/catalogue-request";
import { SERVICE_SORT_OF } from "./rules/listing-sort";
import { listingOfCatalogue } from "./listing/map-catalogue";
import { listingOfServicePage, listingProductsOfGroups, listingProductOfCard } from "./listing/map-service";
import { listingQueryFromUrl } from "./listing/listing-url";
import { listingSortOptions } from "./rules/listing-sort";
import type { Listing, ListingProduct, ListingQuery } from "./listing/listing.types";
import type { ServiceCallQuery } from "./search.api";
import type { SearchExtra } from "./search.extra";
import type { SearchState } from "./search.slice";
import type { Touchpoint } from "./service-query.schemas";
import { RECOMMENDATION_LIMIT, type NotificationType } from "./service-request.schemas";
import { SEARCH_STORAGE_KEYS } from "./visitor/search-storage";
import type { VisitorKeys } from "./visitor/visitor-keys";

/** The state @shop/search's thunks read: the catalogue's (store view, customer group) and its own slice. */
export type SearchRootState = CatalogRootState & { search: SearchState };
export type SearchThunkConfig = { state: SearchRootState; extra: SearchExtra };
const createSearchThunk = createAsyncThunk.withTypes<SearchThunkConfig>();

type ThunkApi = { getState: () => SearchRootState; extra: SearchExtra };

/** What the service's generic request form says of every call (presentation-content.md §7). */
function serviceQueryOf({ getState, extra }: ThunkApi, touchpoint: Touchpoint = "desktop"): Record<string, string> & VisitorKeys {
  const view = selectStoreView(getState());
  const keys = extra.search.visitor.current();
  return { market: extra.config.search.market ?? view.i18n.defaultCountry, locale: serviceLocaleOf(view.i18n.defaultLocale), touchpoint, ...keys };
}

/** An empty listing: a search while offline (commerce-core.md §8 "empty result with offline flag"), or a search without text. */
function emptyListing(query: ListingQuery, source: Listing["source"], pageSize: number, offline: boolean): Listing {
  return {
    source,
    heading: query.q ?? "",
    products: [],
    totalHits: 0,
    page: query.page,
    pageSize,
    facets: [],
    sortOptions: listingSortOptions(),
    sort: query.sort ?? "recommended",
    breadcrumbs: [],
    navigation: [],
    contentLists: [],
    offline,
  };
}

const offlineListing = (query: ListingQuery, source: Listing["source"], pageSize: number): Listing => emptyListing(query, source, pageSize, true);

/**
 * Runs a service call the §8 way: offline (not sent, or no reply while the queue already said
 * offline) → `offline()`; any other failure is logged and rejected.
 */
async function serviceCall<T>(api: ThunkApi, what: string, run: () => Promise<T>, offline: () => T): Promise<T> {
  const sentWhileOffline = !api.extra.api.queue.isOnline();
  try {
    return await run();
  } catch (error) {
    if (isOfflineFailure(error, sentWhileOffline)) return offline();
    loggerOf(api.extra, "search").error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, { error });
    throw error;
  }
}

function keepSearchText(extra: SearchExtra, text: string | undefined): void {
  if (text !== undefined && text.trim() !== "") extra.search.storage.setItem(SEARCH_STORAGE_KEYS.lastSearchText, text.trim());
}

export interface LoadListingArgs {
  /** The listing's state, or the url it is read from (`listingQueryFromUrl`). */
  query: ListingQuery | string;
  touchpoint?: Touchpoint;
}

async function loadCategoryListing(api: ThunkApi, query: ListingQuery & { route: { kind: "category" } }): Promise<Listing | null> {
  const { extra, getState } = api;
  const context = searchContextOf(getState());
  const { config } = extra;
  const currencySign = context.storeView.i18n.currencySign;
  // §5 "Category listing shows only active categories": an inactive or unknown slug is no page.
  const categories = await extra.catalog.api.search("category", { filter: { slug: query.route.slug, is_active: true }, size: 1 }, context);
  if (categories.offline) return offlineListing(query, "catalogue", config.catalog.productListPageSize);
  let category: Category | undefined = categories.items[0];
  if (category === undefined) {
    const byKey = await extra.catalog.api.search("category", { filter: { url_key: query.route.slug, is_active: true }, size: 1 }, context);
    category = byKey.items[0];
  }
  if (category === undefined) return null;
  const products = await extra.catalog.api.search("product", catalogueListingQuery(category.id, query, config.catalog), context);
  // Breadcrumbs: the ancestors below the store's root category (ids from the category's path).
  const ancestorIds = category.path.split("/").map(Number).slice(0, -1).filter((id) => id !== 1 && id !== config.catalog.rootCategoryId);
  let parents: Category[] = [];
  if (ancestorIds.length > 0) {
    const found = (await extra.catalog.api.search("category", { filter: { id: { in: ancestorIds } }, size: ancestorIds.length }, context)).items;
    parents = ancestorIds.flatMap((id) => found.filter((entry) => entry.id === id));
  }
  let attributes: Attribute[] = [];
  try {
    const codes = config.catalog.defaultFilters.filter((id) => id !== "price").map(catalogueFieldOf);
    attributes = (await extra.catalog.api.search("attribute", { filter: { attribute_code: { in: codes } }, size: codes.length }, context)).items;
  } catch (error) {
    // Facet labels fall back to the codes: a listing without labels beats no listing.
    loggerOf(extra, "search").warn(`Attributes of the listing filters could not be loaded`, { error });
  }
  return listingOfCatalogue(
    { category, products: products.items as Product[], total: products.total, aggregations: products.aggregations, attributes, parents, offline: products.offline },
    query,
    { config, currencySign },
  );
}

async function loadServiceListing(api: ThunkApi, query: ListingQuery, touchpoint: Touchpoint | undefined): Promise<Listing | null> {
  const { extra, getState } = api;
  const { config } = extra;
  const pageSize = config.listing.limit;
  const path = query.route.path;
  const templateId = config.search.landingPageTemplates[path];
  const callQuery: ServiceCallQuery = {
    ...serviceQueryOf(api, touchpoint),
    pageReference: path,
    limit: pageSize,
    skip: (query.page - 1) * pageSize,
    ...(query.sort !== undefined && { sort: SERVICE_SORT_OF[query.sort] }),
    ...(query.q !== undefined && { q: query.q }),
    ...(templateId !== undefined && { templateId }),
    ...Object.fromEntries(listingFiltersToQuery(query.filters)),
  };
  // Search results without text (`/catalogsearch/result/` alone): nothing to search, no call.
  if (query.route.kind === "search" && (query.q === undefined || query.q.trim() === "")) return emptyListing(query, "service", pageSize, false);
  const body = { navigation: { include: true }, primaryList: { include: true }, pageUrl: path };
  if (query.route.kind === "search") keepSearchText(extra, query.q);
  const currencySign = selectStoreView(getState()).i18n.currencySign;
  return serviceCall(
    api,
    `Search service page ${path}`,
    async () => {
      const reply = query.route.kind === "search" ? await extra.search.api.searchPage(callQuery, body) : await extra.search.api.landingPage(callQuery, body);
      return listingOfServicePage(reply, query, { config, currencySign, pageSize });
    },
    () => offlineListing(query, "service", pageSize),
  );
}

/**
 * The listing of a URL or query (presentation-content.md §2, §7): /c/{slug} from the catalogue
 * search (or the service, `search.categoryListingSource`), landing pages and search results from
 * the search service. Resolves the `Listing`, or null when there is no such page (an unknown or
 * inactive category, an unpublished landing page). Offline: an empty listing with `offline`.
 * Online failures are logged and rejected.
 */
export const loadListing = createSearchThunk("search/loadListing", async (args: LoadListingArgs, api): Promise<{ query: ListingQuery; listing: Listing | null }> => {
  const query = typeof args.query === "string" ? listingQueryFromUrl(args.query, { categoryFilters: api.extra.config.catalog.defaultFilters }) : args.query;
  const route = query.route;
  const listing =
    route.kind === "category" && api.extra.config.search.categoryListingSource === "catalogue"
      ? await loadCategoryListing(api, { ...query, route })
      : await loadServiceListing(api, query, args.touchpoint);
  return { query, listing };
});

export interface AutocompleteResult {
  text: string;
  products: ListingProduct[];
  phrases: { q: string; highlighted: string }[];
  offline: boolean;
}

/**
 * Suggestions for typed text (§7 "POST autocomplete with q"): none below
 * `search.autocompleteMinChars` (3) and no call then; the text is kept as the last search text.
 */
export const loadAutocomplete = createSearchThunk("search/loadAutocomplete", async (text: string, api): Promise<AutocompleteResult> => {
  const trimmed = text.trim();
  if ([...trimmed].length < api.extra.config.search.autocompleteMinChars) return { text: trimmed, products: [], phrases: [], offline: false };
  keepSearchText(api.extra, trimmed);
  return serviceCall<AutocompleteResult>(
    api,
    "Autocomplete",
    async () => {
      const reply = await api.extra.search.api.autocomplete({ ...serviceQueryOf(api), q: trimmed }, {});
      return { text: trimmed, products: reply.productSuggestions.map((card) => listingProductOfCard(card)), phrases: reply.phraseSuggestions.map(({ q, highlighted }) => ({ q, highlighted })), offline: false };
    },
    () => ({ text: trimmed, products: [], phrases: [], offline: true }),
  );
});

/** The last search text kept in local storage (§5), into the state (e.g. the search panel's field on open). */
export const restoreLastSearchText = createSearchThunk("search/restoreLastSearchText", async (_arg: undefined, { extra }): Promise<string | null> =>
  extra.search.storage.getItem(SEARCH_STORAGE_KEYS.lastSearchText),
);

/** §7 "POST product page with productKey, requesting productGroup and two carousel recommendation lists of limit 8 (ALTERNATIVES, UPSELL)". */
export const loadProductRecommendations = createSearchThunk(
  "search/loadProductRecommendations",
  async (sku: string, api): Promise<{ sku: string; alternatives: ListingProduct[]; upsell: ListingProduct[]; offline: boolean }> =>
    serviceCall<{ sku: string; alternatives: ListingProduct[]; upsell: ListingProduct[]; offline: boolean }>(
      api,
      `Recommendations of ${sku}`,
      async () => {
        const reply = await api.extra.search.api.productPage(
          { ...serviceQueryOf(api), productKey: sku, limit: RECOMMENDATION_LIMIT },
          {
            productGroup: { include: false },
            recommendationLists: [
              { id: "pdp-alternatives", algorithm: "ALTERNATIVES", limit: api.extra.config.listing.recommendationLimit },
              { id: "pdp-upsell", algorithm: "UPSELL", limit: api.extra.config.listing.recommendationLimit },
            ],
          },
        );
        const list = (algorithm: string) => listingProductsOfGroups(reply.recommendationLists.find((entry) => entry.algorithm === algorithm)?.productGroups ?? []);
        return { sku, alternatives: list("ALTERNATIVES"), upsell: list("UPSELL"), offline: false };
      },
      () => ({ sku, alternatives: [], upsell: [], offline: true }),
    ),
);

/** §7 "POST cart page with the cart items joined by a pipe, requesting the cart and a CART list with limit 8". */
export const loadCartRecommendations = createSearchThunk(
  "search/loadCartRecommendations",
  async (skus: readonly string[], api): Promise<{ skus: string[]; products: ListingProduct[]; offline: boolean }> => {
    const keys = [...new Set(skus.map((sku) => sku.trim()).filter((sku) => sku !== ""))];
    if (keys.length === 0) return { skus: [], products: [], offline: false };
    return serviceCall<{ skus: string[]; products: ListingProduct[]; offline: boolean }>(
      api,
      "Cart recommendations",
      async () => {
        const reply = await api.extra.search.api.cartPage(
          { ...serviceQueryOf(api), cart: keys.join("|") },
          { cart: { include: false }, recommendationLists: [{ id: "cart", algorithm: "CART", limit: api.extra.config.listing.recommendationLimit }] },
        );
        return { skus: keys, products: listingProductsOfGroups(reply.recommendationLists.flatMap((entry) => entry.productGroups)), offline: false };
      },
      () => ({ skus: keys, products: [], offline: true }),
    );
  },
);

/**
 * §7 "POST notification by type (add-to-cart, click, end) with body of ticket or productKey".
 * Silent (§8 "notification calls are silent"): a failure is logged as a warning and resolves
 * `{ sent: false }`, so an add to cart never fails for it.
 */
export const notifySearchService = createSearchThunk(
  "search/notify",
  async (notification: { type: NotificationType } & ({ ticket: string } | { productKey: string }), api): Promise<{ sent: boolean }> => {
    const { type, ...body } = notification;
    try {
      await api.extra.search.api.notify(type, serviceQueryOf(api), "ticket" in body ? { ticket: body.ticket } : { productKey: body.productKey });
      return { sent: true };
    } catch (error) {
      loggerOf(api.extra, "search").warn(`Search service ${type} notification not sent`, { error });
      return { sent: false };
    }
  },
);

/** presentation-content.md §4 "Session and customer identifiers are regenerated on logout and after an order is placed". */
export const regenerateVisitorKeys = createSearchThunk("search/regenerateVisitorKeys", async (_arg: undefined, { extra }): Promise<VisitorKeys> => extra.search.visitor.regenerate());
