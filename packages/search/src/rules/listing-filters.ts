/**
 * presentation-content.md §5 "Listing filters: Only parameters starting with f. are used. A JSON
 * array value with more than 1 entry becomes min and max."
 */
export const FILTER_PREFIX = "f.";

/** A chosen filter: the values ticked (colour, size…) or a range (price). */
export type ListingFilter = { values: string[] } | { min: number; max: number };

/** Values of one parameter are separated by a pipe ("f.color=navy|white"), as the service's cart list is. */
export const FILTER_VALUE_SEPARATOR = "|";

function parseJsonArray(value: string): unknown[] | undefined {
  if (!value.startsWith("[")) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** One parameter's value: a JSON array of 2+ numbers is a range (first min, last max); anything else a list of values. */
export function parseFilterValue(value: string): ListingFilter | undefined {
  const array = parseJsonArray(value.trim());
  if (array !== undefined) {
    if (array.length > 1) {
      const min = Number(array[0]);
      const max = Number(array[array.length - 1]);
      if (!Number.isFinite(min) || !Number.isFinite(max)) return undefined;
      return { min: Math.min(min, max), max: Math.max(min, max) };
    }
    const values = array.map((entry) => String(entry)).filter((entry) => entry !== "");
    return values.length === 0 ? undefined : { values };
  }
  const values = value.split(FILTER_VALUE_SEPARATOR).map((entry) => entry.trim()).filter((entry) => entry !== "");
  return values.length === 0 ? undefined : { values };
}

/**
 * The listing filters of a query string: only `f.`-prefixed parameters, keyed by the name after
 * the prefix; a parameter given twice has its values joined; an empty one is no filter.
 */
export function listingFiltersFromQuery(params: Iterable<[string, string]>): Record<string, ListingFilter> {
  const filters: Record<string, ListingFilter> = {};
  for (const [name, raw] of params) {
    if (!name.startsWith(FILTER_PREFIX) || name.length === FILTER_PREFIX.length) continue;
    const id = name.slice(FILTER_PREFIX.length);
    const parsed = parseFilterValue(raw);
    if (parsed === undefined) continue;
    const before = filters[id];
    filters[id] = before !== undefined && "values" in before && "values" in parsed ? { values: [...new Set([...before.values, ...parsed.values])] } : parsed;
  }
  return filters;
}

/** The query parameters of filters, the way back (URL ↔ state): ranges as a JSON array, lists joined by a pipe. */
export function listingFiltersToQuery(filters: Record<string, ListingFilter>): [string, string][] {
  return Object.entries(filters)
    .filter(([, filter]) => !("values" in filter) || filter.values.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, filter]) => [`${FILTER_PREFIX}${id}`, "values" in filter ? filter.values.join(FILTER_VALUE_SEPARATOR) : JSON.stringify([filter.min, filter.max])]);
}
