import type { ConfigurableChild, Product } from "../product.schemas";
import { SUMMED_FIELDS } from "./composite-price";
import type { CustomerGroup } from "@shop/core";

/** The fields a platform price sync writes (`platformPriceFields`): every price with its flags. */
export const SYNCED_PRICE_KEYS = [...SUMMED_FIELDS, "special_price", "special_price_incl_tax", "special_price_tax", "price_is_current", "price_refreshed_at"] as const satisfies readonly (keyof Product)[];

type SyncedPriceKey = (typeof SYNCED_PRICE_KEYS)[number];
const SYNCED = new Set<string>(SYNCED_PRICE_KEYS);

/** A document's own values of the synced fields (absent ones stay absent). */
export type IndexPrices = Partial<Pick<Product, SyncedPriceKey>>;

type Priced = Pick<Product, "sku"> & IndexPrices;

/**
 * The search documents' own prices per sku (`indexPricesOf`) with the customer group they were
 * searched for: a back end may price documents for a group (searches send groupId, groupToken),
 * so only the default group's are sure to be guest prices.
 */
export interface DocumentPrices {
  prices: Record<string, IndexPrices>;
  searchedFor: CustomerGroup;
}

function pick(product: Priced): IndexPrices {
  return Object.fromEntries(Object.entries(product).filter(([key]) => SYNCED.has(key)));
}

/**
 * The search documents' own prices per sku (a product, its configurable children, its parts),
 * kept when a product loads: the documents are priced for guests (commerce-core.md §6 "a
 * group … selects price tiers"; the groups' prices come from render-list), so they are what a
 * repricing starts from when the group changes.
 */
export function indexPricesOf(products: readonly (Priced & Pick<Product, "configurable_children">)[]): Record<string, IndexPrices> {
  const prices: Record<string, IndexPrices> = {};
  for (const product of products) {
    prices[product.sku] = pick(product);
    for (const child of product.configurable_children ?? []) prices[child.sku] = pick(child);
  }
  return prices;
}

function restore<T extends Priced>(product: T, indexPrices: Readonly<Record<string, IndexPrices>>): T {
  const saved = indexPrices[product.sku];
  if (saved === undefined) return product;
  const rest = Object.fromEntries(Object.entries(product).filter(([key]) => !SYNCED.has(key)));
  // Every synced field as the document had it: one the document lacked is removed, not left at a group's amount.
  return { ...rest, ...saved } as T;
}

/**
 * A product (and its configurable children) with the documents' own prices put back
 * (`indexPricesOf`): no price or flag a platform sync wrote for another group is left. A sku
 * without kept prices stays as it is.
 */
export function withIndexPrices<T extends Priced & { configurable_children?: ConfigurableChild[] | undefined }>(product: T, indexPrices: Readonly<Record<string, IndexPrices>>): T {
  const restored = restore(product, indexPrices);
  if (product.configurable_children === undefined) return restored;
  return { ...restored, configurable_children: product.configurable_children.map((child) => restore(child, indexPrices)) };
}
