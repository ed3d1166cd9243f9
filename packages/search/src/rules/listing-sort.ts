import type { ServiceSort } from "../service-query.schemas";
import type { ListingSort, ListingSortOption } from "../listing/listing.types";

/**
 * commerce-core.md §9 "sort options Latest, Price low to high, Price high to low, Recommended,
 * New": the label of each sort id (an i18n key, the same as the catalogue's `catalog.sortOptions` labels).
 */
export const LISTING_SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  latest: "Latest",
  price_asc: "Price low to high",
  price_desc: "Price high to low",
  recommended: "Recommended",
  new: "New",
};

/** The service's sort of each id (§7 "sort"; RELEVANCE is recommended). */
export const SERVICE_SORT_OF: Readonly<Record<ListingSort, ServiceSort>> = {
  latest: "LATEST",
  price_asc: "PRICE_ASCENDING",
  price_desc: "PRICE_DESCENDING",
  recommended: "RELEVANCE",
  new: "NEW",
};

export function listingSortOfService(sort: ServiceSort): ListingSort {
  const found = (Object.entries(SERVICE_SORT_OF) as [ListingSort, ServiceSort][]).find(([, service]) => service === sort);
  return found?.[0] ?? "recommended";
}

export function listingSortOptions(): ListingSortOption[] {
  return (Object.entries(LISTING_SORT_LABELS) as [ListingSort, string][]).map(([value, label]) => ({ value, label }));
}

/**
 * The catalogue search's sort of an id: the `catalog.sortOptions` value with the same label
 * (Latest → created_at:desc, …, Recommended → position:asc); no id, or a label the config does not
 * list: `catalog.defaultSort` (§9 "Default sort: category position ascending").
 */
export function catalogueSortOf(sort: ListingSort | undefined, catalog: { sortOptions: readonly { label: string; value: string }[]; defaultSort: string }): string {
  if (sort === undefined) return catalog.defaultSort;
  return catalog.sortOptions.find((option) => option.label === LISTING_SORT_LABELS[sort])?.value ?? catalog.defaultSort;
}

/** The id of a catalogue sort value (the default sort is "recommended", category position). */
export function listingSortOfCatalogue(value: string, catalog: { sortOptions: readonly { label: string; value: string }[] }): ListingSort {
  const label = catalog.sortOptions.find((option) => option.value === value)?.label;
  const found = (Object.entries(LISTING_SORT_LABELS) as [ListingSort, string][]).find(([, text]) => text === label);
  return found?.[0] ?? "recommended";
}
