import { localizePath } from "@shop/core";
import { pushTagEvent, viewItemListEvent } from "@shop/cms";
import {
  clearListingFilters,
  listingUrlForPage,
  listingUrlFromQuery,
  loadListing,
  notifySearchService,
  selectListing,
  selectListingQuery,
  selectListingStatus,
  toggleListingFilter,
  type Listing,
  type ListingQuery,
  type ListingSort,
} from "@shop/search";
import type { ShopExtra, ShopState } from "@shop/store";
import { ActiveFilters, Breadcrumbs, EmptyResults, FacetPanel, FacetSheet, ListingGrid, ListingToolbar, ProductCard, useTranslate, type FacetToggle } from "@shop/ui";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useEffect, useMemo, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { useLocation, useNavigate } from "react-router-dom";
import { backEndFailed, notFound, permanentRedirect, type LoaderDeps } from "../../app/loader-deps";
import { useShop } from "../../app/shop-context";
import { PageHead } from "../../head/PageHead";
import { cardOfListingProduct } from "../../catalog/listing-card";
import { imageUrlBuilder } from "../../shell/image-url";
import "./listing-page.css";

type Dispatch = ThunkDispatch<ShopState, ShopExtra, UnknownAction>;

/** The listing's data for the chrome: a category's URL differs per language, so the language switch lands on each store's home. */
interface ListingPageData {
  alternates: Record<string, string>;
}

/**
 * /c/{slug} (the catalogue search), /l/elevate/… (landing pages) and /catalogsearch/result/?q=
 * (search results) from the search service (presentation-content.md §2): the URL is the state
 * (filters as f.-prefixed parameters, sort, page; `listingQueryFromUrl`), so every listing is a
 * shareable URL the server renders. An unknown category or unpublished landing page is
 * page-not-found; a back end that fails online the error screen; offline an empty listing.
 */
export function loader(deps: LoaderDeps) {
  return async ({ request }: { request: Request }): Promise<ListingPageData> => {
    const url = new URL(request.url);
    // Page 1 has no page parameter (§2): "?page=1" is the same page under another URL.
    if (url.searchParams.get("page") === "1") {
      url.searchParams.delete("page");
      return permanentRedirect(`${url.pathname}${url.search}`, 301);
    }
    let result: { listing: Listing | null };
    try {
      result = await deps.handle.store.dispatch(loadListing({ query: `${url.pathname}${url.search}` })).unwrap();
    } catch (error) {
      return backEndFailed(error instanceof Error ? error.message : String(error));
    }
    if (result.listing === null) return notFound();
    const alternates: Record<string, string> = {};
    for (const view of Object.values(deps.config.storeViews.views)) alternates[view.storeCode] = view.storeCode === deps.view.storeCode ? `${url.pathname}${url.search}` : localizePath("/", view, deps.config);
    return { alternates };
  };
}

export function Page() {
  const listing = useSelector((state: ShopState) => selectListing(state));
  const query = useSelector((state: ShopState) => selectListingQuery(state));
  if (listing === null || query === null) return null;
  return <ListingView listing={listing} query={query} />;
}

function ListingView({ listing: loaded, query }: { listing: Listing; query: ListingQuery }) {
  const { config, view, localize } = useShop();
  const t = useTranslate();
  // The price facet's label is a message key ("Price"); the others are the catalogue's own labels.
  const listing = useMemo<Listing>(() => ({ ...loaded, facets: loaded.facets.map((facet) => (facet.type === "price" ? { ...facet, label: t(facet.label) } : facet)) }), [loaded, t]);
  const dispatch = useDispatch<Dispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const loading = useSelector((state: ShopState) => selectListingStatus(state)) === "loading";
  const [filtersOpen, setFiltersOpen] = useState(false);
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const go = (next: ListingQuery) => void navigate(listingUrlFromQuery(next), { preventScrollReset: true });
  const toggle = (change: FacetToggle) => go(toggleListingFilter(query, listing.facets, change));
  const activeCount = listing.facets.reduce((count, facet) => count + (facet.type === "checkbox" ? facet.values.filter((value) => value.selected).length : facet.type === "price" ? facet.ranges.filter((range) => range.selected).length : facet.sizeTypes.flatMap((type) => type.formats.flatMap((format) => format.values)).filter((value) => value.selected).length), 0);

  // view_item_list, once per listing shown (presentation-content.md §7 tag manager).
  useEffect(() => {
    if (listing.products.length === 0) return;
    dispatch(pushTagEvent(viewItemListEvent(view.i18n.currencyCode, listing.heading, listing.products.map((product) => ({ sku: product.sku, name: product.title, price: product.price.special ?? product.price.regular, quantity: 1 })))));
  }, [dispatch, listing, view.i18n.currencyCode]);

  const title = query.route.kind === "search" ? t("Search results for “{{query}}”", { query: query.q ?? "" }) : listing.heading;
  // The canonical listing is the unfiltered, default-sorted one, with its page (§2: page 1 without the parameter).
  const canonical = listingUrlFromQuery({ route: query.route, filters: {}, page: query.page, ...(query.q !== undefined && { q: query.q }) });
  return (
    <div className="shop-listing-page">
      <PageHead title={title} description={`${title}: ${listing.totalHits === 1 ? t("1 product") : t("{{count}} products", { count: listing.totalHits })}`} canonicalPath={canonical} {...(query.route.kind === "search" && { noindex: true })} />
      <Breadcrumbs crumbs={[{ label: t("Home"), href: localize("/") }, ...listing.breadcrumbs]} />
      <h1 className="shop-listing-page__title">{query.route.kind === "search" ? title : listing.heading}</h1>
      <div className="shop-listing-page__body">
        <aside className="shop-listing-page__facets">
          <FacetPanel facets={listing.facets} onToggle={toggle} priceI18n={view.i18n} />
        </aside>
        <section className="shop-listing-page__results" aria-label={listing.heading}>
          <ListingToolbar
            totalCount={listing.totalHits}
            sort={listing.sort}
            sortOptions={listing.sortOptions}
            onSortChange={(value) => go({ ...query, sort: value as ListingSort, page: 1 })}
            onOpenFilters={() => setFiltersOpen(true)}
            activeFilterCount={activeCount}
            loading={loading}
          />
          <ActiveFilters facets={listing.facets} onToggle={toggle} onClearAll={() => go(clearListingFilters(query))} priceI18n={view.i18n} />
          {listing.products.length === 0 ? (
            <EmptyResults {...(query.q !== undefined && { query: query.q })} hasFilters={activeCount > 0} onClearFilters={() => go(clearListingFilters(query))} offline={listing.offline} />
          ) : (
            <ListingGrid
              items={listing.products}
              getKey={(product) => product.sku}
              renderItem={(product, index) => (
                <div onClickCapture={() => product.ticket !== undefined && void dispatch(notifySearchService({ type: "click", ticket: product.ticket }))}>
                  <ProductCard product={cardOfListingProduct(product)} context="list" index={index} priceI18n={view.i18n} imageUrl={imageUrl} hideActions headingLevel={2} />
                </div>
              )}
              currentPage={listing.page}
              totalCount={listing.totalHits}
              pageSize={listing.pageSize}
              hrefForPage={(page) => listingUrlForPage(query, page)}
              loading={loading}
              label={listing.heading}
            />
          )}
        </section>
      </div>
      <FacetSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} facets={listing.facets} onToggle={toggle} onClearAll={() => go(clearListingFilters(query))} totalCount={listing.totalHits} routeKey={location.pathname} priceI18n={view.i18n} />
    </div>
  );
}
