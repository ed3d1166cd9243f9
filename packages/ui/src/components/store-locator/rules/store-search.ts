import { distanceKm, validCoordinates, type Coordinates } from "./distance";

/** A store of the store locator list (issue 19: stores with address, opening hours and coordinates). */
export interface StoreLocation {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country?: string;
  phone?: string;
  /** Rows as the content service words them, e.g. { days: "Mon–Fri", hours: "10:00–18:00" }. */
  openingHours: readonly { days: string; hours: string }[];
  coordinates: Coordinates;
}

export interface StoreResult {
  store: StoreLocation;
  /** From the shopper's position, when known. */
  distanceKm?: number;
}

/** Lower case, accents dropped ("Düsseldorf" finds "dusseldorf"), spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

const compact = (text: string) => normalizeSearch(text).replace(/[\s-]/g, "");

/**
 * Whether a store answers a search "by city or postcode" (issue 19): its city contains the
 * words, or its postcode starts with the query (spaces ignored: "1012 ab", "1012AB" and "1012"
 * find 1012 AB). An empty query finds every store.
 */
export function matchesStore(store: Pick<StoreLocation, "city" | "postcode">, query: string): boolean {
  const words = normalizeSearch(query);
  if (words === "") return true;
  if (normalizeSearch(store.city).includes(words)) return true;
  const code = compact(query);
  return code !== "" && compact(store.postcode).startsWith(code);
}

/**
 * The stores the list shows: those matching the query, nearest first when the shopper's
 * position is known (with their distance), else in the given order. Stores without valid
 * coordinates come last, without a distance.
 */
export function searchStores(stores: readonly StoreLocation[], query: string, origin?: Coordinates): StoreResult[] {
  const found = stores.filter((store) => matchesStore(store, query));
  if (!origin || !validCoordinates(origin)) return found.map((store) => ({ store }));
  const measured = found.map((store, index) => ({
    index,
    result: validCoordinates(store.coordinates) ? { store, distanceKm: distanceKm(origin, store.coordinates) } : { store },
  }));
  return measured
    .sort((a, b) => (a.result.distanceKm ?? Infinity) - (b.result.distanceKm ?? Infinity) || a.index - b.index)
    .map((entry) => entry.result);
}

/** A distance as shown: one decimal below 10 km, whole kilometres from there, in the shopper's number format. */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0, minimumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
