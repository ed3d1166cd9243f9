import type { AggregationBucket, Attribute, Category, Product } from "@shop/catalog-pricing";
import { childAttributeValue, type ShopConfig } from "@shop/core";
import { catalogueFieldOf } from "../rules/catalogue-request";
import { listingSortOfCatalogue, listingSortOptions } from "../rules/listing-sort";
import { isPriceRangeSelected, priceRangeOptions } from "../rules/price-ranges";
import type { Listing, ListingFacet, ListingProduct, ListingProductChild, ListingQuery } from "./listing.types";

/** What the catalogue source answered for a category page. */
export interface CatalogueAnswer {
  category: Category;
  products: readonly Product[];
  total: number;
  aggregations: Record<string, AggregationBucket[]>;
  /** The filter attributes (labels of the facets and their options); may be empty. */
  attributes: readonly Attribute[];
  /** The category's ancestors below the root, top first (breadcrumbs); may be empty. */
  parents?: readonly Category[];
  offline: boolean;
}

/** The store prefix of a listing path ("/en" of "/en/c/shirts"; "" without). */
const prefixOf = (path: string) => path.slice(0, Math.max(0, path.indexOf("/c/")));

/** A catalogue product as a grid card (presentation-content.md §3 "Product card"). Its link is its url_path, else /p/{sku}/{slug}/ (§2). */
/**
 * A child as a card needs it (which sizes are sellable): its sku, status, stock flag and the
 * values of the product's configurable attributes. The rest of a child's document (prices,
 * images, every garment attribute) is what made a listing's state 100 kB for 16 products.
 */
function cardChildOf(child: NonNullable<Product["configurable_children"]>[number], options: readonly { attribute_code: string }[]): ListingProductChild {
  const values = Object.fromEntries(
    options.flatMap((option) => {
      const value = childAttributeValue(child, option.attribute_code);
      return value === undefined ? [] : [[option.attribute_code, value]];
    }),
  );
  return { sku: child.sku, ...(child.status !== undefined && { status: child.status }), stock: { is_in_stock: child.stock?.is_in_stock ?? true }, ...values };
}

export function listingProductOfCatalogue(product: Product): ListingProduct {
  const regular = product.price ?? 0;
  const special = product.final_price !== undefined && product.final_price < regular ? product.final_price : null;
  const urlPath = typeof product.url_path === "string" && product.url_path !== "" ? `/${product.url_path.replace(/^\/+/, "")}` : `/p/${product.sku}/${String(product.slug ?? product.url_key ?? product.sku)}/`;
  return {
    sku: product.sku,
    ...(typeof product.parentSku === "string" && { parentSku: product.parentSku }),
    title: product.name ?? product.sku,
    link: urlPath,
    image: typeof product.image === "string" && product.image !== "" ? [{ src: product.image, ...(product.name !== undefined && { alt: product.name }) }] : [],
    price: { regular, special },
    stock: { is_in_stock: product.stock?.is_in_stock ?? true },
    ...(product.configurable_options !== undefined && {
      configurable_options: product.configurable_options.map((option) => ({ attribute_code: option.attribute_code, attribute_id: option.attribute_id, label: option.label, values: option.values.map(({ value_index, label }) => ({ value_index, label })) })),
    }),
    ...(product.configurable_children !== undefined && { configurable_children: product.configurable_children.map((child) => cardChildOf(child, product.configurable_options ?? [])) }),
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The facets of commerce-core.md §9 "Default filters: color, price, size, wever", from the
 * aggregations: values with their counts (labels from the attribute's options), price as the
 * configured ranges labelled '<' … '>' with the currency sign. A value with no products is left out.
 */
export function catalogueFacets(answer: Pick<CatalogueAnswer, "aggregations" | "attributes">, query: ListingQuery, config: ShopConfig, currencySign: string): ListingFacet[] {
  return config.catalog.defaultFilters.flatMap((id): ListingFacet[] => {
    const field = catalogueFieldOf(id);
    const attribute = answer.attributes.find((entry) => entry.attribute_code === field);
    const label = attribute?.frontend_label ?? attribute?.default_frontend_label ?? capitalized(id);
    if (id === "price") {
      const buckets = answer.aggregations[`agg_range_${field}`] ?? [];
      const ranges = priceRangeOptions(config.catalog, currencySign).map((range) => ({
        ...range,
        count: buckets.find((bucket) => (bucket.from ?? 0) === range.min && (bucket.to ?? null) === range.max)?.doc_count ?? 0,
        selected: isPriceRangeSelected(query.filters[id], range),
      }));
      return [{ type: "price", id, label: "Price", ranges }];
    }
    const chosen = query.filters[id];
    const selected = new Set(chosen !== undefined && "values" in chosen ? chosen.values : []);
    const values = (answer.aggregations[`agg_terms_${field}`] ?? [])
      .filter((bucket) => bucket.doc_count > 0)
      .map((bucket) => {
        const key = String(bucket.key);
        return { id: key, label: attribute?.options.find((option) => option.value === key)?.label ?? key, count: bucket.doc_count, selected: selected.has(key) };
      });
    return values.length === 0 ? [] : [{ type: "checkbox", id, label, values }];
  });
}

/** The category page's listing (catalogue source); its heading and breadcrumb are the category's name. */
export function listingOfCatalogue(answer: CatalogueAnswer, query: ListingQuery, context: { config: ShopConfig; currencySign: string }): Listing {
  const { config } = context;
  const sortValue = query.sort === undefined ? config.catalog.defaultSort : undefined;
  return {
    source: "catalogue",
    heading: answer.category.name,
    products: answer.products.map(listingProductOfCatalogue),
    totalHits: answer.total,
    page: query.page,
    pageSize: config.catalog.productListPageSize,
    facets: catalogueFacets(answer, query, config, context.currencySign),
    sortOptions: listingSortOptions(),
    sort: query.sort ?? listingSortOfCatalogue(sortValue ?? config.catalog.defaultSort, config.catalog),
    breadcrumbs: [...(answer.parents ?? []).map((parent) => ({ label: parent.name, href: `${prefixOf(query.route.path)}/c/${parent.slug}` })), { label: answer.category.name }],
    navigation: (answer.category.children_data ?? []).map((child) => ({
      label: String((child as { name?: unknown }).name ?? ""),
      path: `${prefixOf(query.route.path)}/c/${String((child as { slug?: unknown }).slug ?? (child as { url_key?: unknown }).url_key ?? "")}`,
      count: Number((child as { product_count?: unknown }).product_count ?? 0),
      children: [],
    })),
    contentLists: [],
    offline: answer.offline,
  };
}
