import { data } from "react-router-dom";

/**
 * The loader of a page that shows only the browser's own state (cart, checkout and its return
 * pages): nothing to load on the server, and `Cache-Control: no-store`, which the storefront
 * server reads as "never output-cache this page" (server/output-cache.ts `isNoStorePage`).
 * Its server render is the shell and a loading state, no shopper data.
 */
export function privatePageLoader() {
  return async () => data(null, { headers: { "Cache-Control": "no-store" } });
}
