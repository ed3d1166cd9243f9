/**
 * What the service worker and the page agree on for offline navigation (commerce-core.md §2,
 * §8): a page never visited cannot be shown offline, so the worker sends the shopper to the
 * store home with this fragment, and the page shows the spec's message.
 */
export const OFFLINE_UNAVAILABLE_FRAGMENT = "#offline-unavailable";

/** commerce-core.md §8: offline navigation with empty data. */
export const OFFLINE_UNAVAILABLE_MESSAGE = "The product, category or CMS page is not available in Offline mode. Redirecting to Home.";

/** The store home of a path (its store prefix, if any, from the known prefixes; else "/"). */
export function storeHomeOf(pathname: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return `${prefix}/`;
  }
  return "/";
}

/** The service worker's URL, carrying the store prefixes it needs (the config stays the page's). */
export function serviceWorkerUrl(prefixes: readonly string[]): string {
  return `/service-worker.js?prefixes=${encodeURIComponent(prefixes.filter((prefix) => prefix !== "").join(","))}`;
}

/** The prefixes a worker was registered with (its own URL's query). */
export function prefixesOfWorkerUrl(url: string): string[] {
  const list = new URL(url).searchParams.get("prefixes") ?? "";
  return list
    .split(",")
    .map((prefix) => prefix.trim())
    .filter((prefix) => /^\/[a-z0-9-]+$/i.test(prefix));
}
