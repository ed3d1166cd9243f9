import type { ShopConfig } from "@shop/core";
import { isPriceRangeSelected, priceRangeOptions } from "../rules/price-ranges";
import { listingSortOfService, listingSortOptions } from "../rules/listing-sort";
import type { CardProduct, Facet, PageReply, ProductGroup } from "../service-reply.schemas";
import type { Listing, ListingFacet, ListingProduct, ListingQuery } from "./listing.types";

/** A service card as a grid card: the first source of each image; special price when selling is below list (§3 "sellingPrice.min, listPrice.min"). */
export function listingProductOfCard(card: CardProduct, group?: ProductGroup): ListingProduct {
  const regular = card.listPrice.min;
  const selling = card.sellingPrice.min;
  return {
    sku: card.sku,
    ...(group !== undefined && { parentSku: group.key }),
    title: card.title,
    link: card.link,
    image: card.imageInfo.images.flatMap((image) => {
      const source = image.sources[0];
      return source === undefined ? [] : [{ src: source.url, ...(image.alt !== undefined && { alt: image.alt }) }];
    }),
    price: { regular, special: selling < regular ? selling : null },
    stock: { is_in_stock: card.inStock },
    brand: card.brand,
    ticket: group?.ticket ?? card.ticket,
  };
}

/** The first product of each group (the style's card), as a grid card. */
export const listingProductsOfGroups = (groups: readonly ProductGroup[]): ListingProduct[] =>
  groups.flatMap((group) => (group.products[0] === undefined ? [] : [listingProductOfCard(group.products[0], group)]));

/**
 * A service facet as @shop/ui's: CHECKBOX values and SIZE types as they are; RANGE (price) as
 * the configured price ranges that overlap the bounds of the products shown. The service gives
 * no count per range: each range's count is 0 (a decision, see the README).
 */
function facetOf(facet: Facet, query: ListingQuery, config: ShopConfig, currencySign: string): ListingFacet {
  if (facet.type === "CHECKBOX") return { type: "checkbox", id: facet.id, label: facet.label, values: facet.values.map(({ id, label, count, selected }) => ({ id, label, count, selected })) };
  if (facet.type === "SIZE") {
    return {
      type: "size",
      id: facet.id,
      label: facet.label,
      sizeTypes: facet.sizeTypes.map((type) => ({
        id: type.id,
        label: type.label,
        formats: type.formats.map((format) => ({ id: format.id, label: format.label, values: format.values.map(({ id, label, count, selected }) => ({ id, label, count, selected })) })),
      })),
    };
  }
  const ranges = priceRangeOptions(config.catalog, currencySign).filter((range) => range.min <= facet.max && (range.max === null || range.max > facet.min));
  return { type: "price", id: facet.id, label: facet.label, ranges: ranges.map((range) => ({ ...range, count: 0, selected: isPriceRangeSelected(query.filters[facet.id], range) })) };
}

/**
 * presentation-content.md §7: a landing or search page reply is accepted only with its
 * primaryList, and only when published or when searching; otherwise null (no page).
 */
export function listingOfServicePage(reply: PageReply, query: ListingQuery, context: { config: ShopConfig; currencySign: string; pageSize: number }): Listing | null {
  const list = reply.primaryList;
  if (list === undefined) return null;
  if (!list.published && query.route.kind !== "search") return null;
  const crumbs = reply.navigation?.breadcrumbs ?? [];
  return {
    source: "service",
    heading: reply.seo?.pageHeading ?? query.q ?? "",
    products: listingProductsOfGroups(list.productGroups),
    totalHits: list.totalHits,
    page: query.page,
    pageSize: context.pageSize,
    facets: list.facets.map((facet) => facetOf(facet, query, context.config, context.currencySign)),
    sortOptions: listingSortOptions(),
    sort: listingSortOfService(list.sort.selected),
    breadcrumbs: crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : { label: crumb.label, href: crumb.path })),
    navigation: reply.navigation?.tree ?? [],
    contentLists: reply.contentLists ?? [],
    offline: false,
  };
}
