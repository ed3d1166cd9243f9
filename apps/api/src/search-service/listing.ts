import { catalogSearchRequestSchema, type CatalogSearchRequest, type FilterCondition } from "@shop/catalog-pricing";
import type { Facet, FacetValue, ListingFilter, PrimaryList, ServiceSort, SizeType } from "@shop/search";
import { numericBounds, searchCatalog } from "../catalog/search";
import { SIZE_SETS } from "../seed/attributes";
import type { Services } from "../services";
import { productGroupOf } from "./cards";
import type { CatalogueContext } from "./catalogue";

/** The products a page lists before the shopper's filters: a landing page's rule, a category, a search text. */
export interface ListingBase {
  filter: Record<string, FilterCondition>;
  query?: string;
}

export interface ListingRequest {
  base: ListingBase;
  filters: Record<string, ListingFilter>;
  sort: ServiceSort;
  limit: number;
  skip: number;
  /** Names the list in the tickets (e.g. "landing:new-in"). */
  list: string;
  origin: string;
}

/** §9 sort options, in the spec's order and words. */
export const SORT_OPTIONS: { id: ServiceSort; label: string }[] = [
  { id: "LATEST", label: "Latest" },
  { id: "PRICE_ASCENDING", label: "Price low to high" },
  { id: "PRICE_DESCENDING", label: "Price high to low" },
  { id: "RELEVANCE", label: "Recommended" },
  { id: "NEW", label: "New" },
];

function sortOf(sort: ServiceSort, hasText: boolean): string | undefined {
  switch (sort) {
    case "LATEST":
      return "created_at:desc";
    case "PRICE_ASCENDING":
      return "final_price:asc";
    case "PRICE_DESCENDING":
      return "final_price:desc";
    case "NEW":
      return "new:desc,created_at:desc";
    case "RELEVANCE":
      // commerce-core.md §9 "Default sort: category position ascending"; a search ranks by its score.
      return hasText ? undefined : "position:asc";
  }
}

/** The facets a listing answers and the catalogue field each filters (commerce-core.md §9 default filters, plus brand and material). */
const CHECKBOX_FACETS = [
  { id: "color", field: "color_ois", label: "Colour" },
  { id: "brand", field: "brand_ois", label: "Brand" },
  { id: "material", field: "material_ois", label: "Material" },
] as const;

/** The shopper's filters as catalogue filters; an unknown id is ignored (a link from an older page keeps working). */
export function catalogueFilters(filters: Record<string, ListingFilter>): Record<string, FilterCondition> {
  const result: Record<string, FilterCondition> = {};
  for (const [id, filter] of Object.entries(filters)) {
    if (id === "price" && "min" in filter) result.final_price = { gte: filter.min, lte: filter.max };
    if (!("values" in filter)) continue;
    const facet = CHECKBOX_FACETS.find((entry) => entry.id === id);
    if (facet !== undefined) result[facet.field] = { in: filter.values };
    if (id === "size") result["configurable_children.size_ois"] = { in: filter.values };
  }
  return result;
}

const SIZE_TYPES: Record<keyof typeof SIZE_SETS, { format: string; label: Record<string, string> }> = {
  tops: { format: "INT", label: { nl: "Tops", en: "Tops", de: "Oberteile", fr: "Hauts" } },
  knit: { format: "INT", label: { nl: "Truien", en: "Knitwear", de: "Strick", fr: "Maille" } },
  waist: { format: "W", label: { nl: "Taille", en: "Waist", de: "Bundweite", fr: "Tour de taille" } },
  tailoring: { format: "EU", label: { nl: "Confectie", en: "Tailoring", de: "Konfektion", fr: "Tailleur" } },
  shoes: { format: "EU", label: { nl: "Schoenen", en: "Shoes", de: "Schuhe", fr: "Chaussures" } },
  belts: { format: "cm", label: { nl: "Riemen", en: "Belts", de: "Gürtel", fr: "Ceintures" } },
  oneSize: { format: "ONE", label: { nl: "One size", en: "One size", de: "Einheitsgröße", fr: "Taille unique" } },
};

/** Sizes grouped by the size set they belong to (first set wins: S of tops and of knitwear is one value). */
function sizeTypes(buckets: { key: string | number; doc_count: number }[], selected: Set<string>, context: CatalogueContext): SizeType[] {
  const language = context.view.i18n.defaultLocale.slice(0, 2);
  const types: SizeType[] = [];
  const placed = new Set<string>();
  for (const [id, set] of Object.entries(SIZE_SETS) as [keyof typeof SIZE_SETS, (typeof SIZE_SETS)[keyof typeof SIZE_SETS]][]) {
    const values: FacetValue[] = [];
    for (const size of set) {
      const key = String(size.value);
      const bucket = buckets.find((entry) => String(entry.key) === key);
      if (bucket === undefined || placed.has(key)) continue;
      placed.add(key);
      values.push({ id: key, label: context.attributes.get("size_ois")?.options.get(key) ?? key, count: bucket.doc_count, selected: selected.has(key) });
    }
    if (values.length === 0) continue;
    const type = SIZE_TYPES[id];
    types.push({ id, label: type.label[language] ?? type.label.en ?? id, formats: [{ id: type.format, label: type.format, values }] });
  }
  return types;
}

/** The primary list of a page: its product groups, the total, the sort and the facets with counts. */
export async function runListing(services: Services, context: CatalogueContext, request: ListingRequest): Promise<PrimaryList> {
  const { db, config } = services;
  const hasText = request.base.query !== undefined && request.base.query.trim() !== "";
  const stockFilter: Record<string, FilterCondition> = config.shop.catalog.listOutOfStockProducts ? {} : { "stock.is_in_stock": { eq: true } };
  const baseFilter = { ...request.base.filter, ...stockFilter };
  const filter = { ...baseFilter, ...catalogueFilters(request.filters) };
  const sort = sortOf(request.sort, hasText);
  const size = Math.min(config.shop.catalog.aggregationSize * 10, 200);
  const search: CatalogSearchRequest = catalogSearchRequestSchema.parse({
    ...(hasText ? { query: request.base.query } : {}),
    filter,
    ...(sort === undefined ? {} : { sort }),
    from: request.skip,
    size: request.limit,
    aggs: { terms: [...CHECKBOX_FACETS.map((facet) => ({ field: facet.field, size })), { field: "size_ois", size }] },
  });
  const reply = await searchCatalog(db, config.shop, context.index, "product", search);
  // The price bounds of the list without its own price filter, so the slider shows how far it can go.
  const withoutPrice = { ...search, filter: { ...baseFilter, ...catalogueFilters(Object.fromEntries(Object.entries(request.filters).filter(([id]) => id !== "price"))) } };
  const bounds = await numericBounds(db, config.shop, context.index, "product", withoutPrice, "final_price");
  const facets: Facet[] = [];
  for (const facet of CHECKBOX_FACETS) {
    const chosen = request.filters[facet.id];
    const selected = new Set(chosen !== undefined && "values" in chosen ? chosen.values : []);
    const buckets = reply.aggregations?.[`agg_terms_${facet.field}`]?.buckets ?? [];
    facets.push({
      id: facet.id,
      label: context.attributes.get(facet.field)?.label ?? facet.label,
      type: "CHECKBOX",
      values: buckets.map((bucket) => ({ id: String(bucket.key), label: context.attributes.get(facet.field)?.options.get(String(bucket.key)) ?? String(bucket.key), count: bucket.doc_count, selected: selected.has(String(bucket.key)) })),
    });
  }
  const chosenSizes = request.filters.size;
  facets.push({
    id: "size",
    label: context.attributes.get("size_ois")?.label ?? "Size",
    type: "SIZE",
    sizeTypes: sizeTypes(reply.aggregations?.agg_terms_size_ois?.buckets ?? [], new Set(chosenSizes !== undefined && "values" in chosenSizes ? chosenSizes.values : []), context),
  });
  const price = request.filters.price;
  facets.push({
    id: "price",
    label: { nl: "Prijs", en: "Price", de: "Preis", fr: "Prix" }[context.view.i18n.defaultLocale.slice(0, 2)] ?? "Price",
    type: "RANGE",
    min: Math.floor(bounds?.min ?? 0),
    max: Math.ceil(bounds?.max ?? 0),
    minSelected: price !== undefined && "min" in price ? price.min : null,
    maxSelected: price !== undefined && "min" in price ? price.max : null,
  });
  return {
    productGroups: reply.hits.hits.map((hit, position) => productGroupOf(hit._source as Record<string, unknown>, context, request.list, request.skip + position, request.origin)),
    totalHits: reply.hits.total,
    sort: { options: SORT_OPTIONS, selected: request.sort },
    facets,
    published: true,
  };
}
