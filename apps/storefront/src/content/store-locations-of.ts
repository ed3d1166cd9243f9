import type { OpeningHours, StoreLocatorBlock } from "@shop/cms";
import type { StoreLocation } from "@shop/ui";

/** A closed day's hours: a mark every language reads (the catalogues have no store-hours "closed"). */
export const CLOSED_MARK = "—";

/** 1 January 2024 was a Monday: the week's days in order from there, for the locale's short names. */
const MONDAY = Date.UTC(2024, 0, 1);
function dayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(MONDAY + index * 86_400_000)));
}

const hoursOf = (day: OpeningHours) => (day.closed ? CLOSED_MARK : `${day.opens}–${day.closes}`);

/**
 * A week of opening hours (Monday first) as rows: consecutive days with the same hours
 * share a row ("Mon–Fri 10:00–18:00"); a closed day shows `CLOSED_MARK`.
 */
export function openingHoursRows(week: readonly OpeningHours[], locale: string): { days: string; hours: string }[] {
  const names = dayNames(locale);
  const rows: { first: number; last: number; hours: string }[] = [];
  week.forEach((day, index) => {
    const hours = hoursOf(day);
    const previous = rows.at(-1);
    if (previous !== undefined && previous.hours === hours && previous.last === index - 1) previous.last = index;
    else rows.push({ first: index, last: index, hours });
  });
  return rows.map((row) => ({ days: row.first === row.last ? (names[row.first] ?? "") : `${names[row.first] ?? ""}–${names[row.last] ?? ""}`, hours: row.hours }));
}

/** The store locator block's stores (@shop/cms) as @shop/ui's StoreLocator lists them. */
export function storeLocationsOf(block: Pick<StoreLocatorBlock, "stores">, locale: string): StoreLocation[] {
  return block.stores.map((store) => ({
    id: store._uid,
    name: store.name,
    street: `${store.address.street} ${store.address.houseNumber}`,
    postcode: store.address.postcode,
    city: store.address.city,
    country: store.address.country,
    ...(store.phone !== undefined && { phone: store.phone }),
    openingHours: openingHoursRows(store.openingHours, locale),
    coordinates: { lat: store.coordinates.lat, lng: store.coordinates.lng },
  }));
}
