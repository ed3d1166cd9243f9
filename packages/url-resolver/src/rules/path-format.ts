import { appendStoreCode, localizePath, withTrailingSlash, type ShopConfig, type StoreView } from "@shop/core";

/**
 * commerce-core.md §2 "Trailing slashes are used": @shop/core's one `withTrailingSlash` (the
 * slash before query and hash; a last segment with a dot, `/pwa.html`, is a file and stays),
 * the rule @shop/ui's product card enforces on the links made here.
 */
export { withTrailingSlash };

/**
 * Whether an address names a site of its own: an http(s) URL, its scheme in any case
 * ("Https://", "HTTP://", since a URL scheme is case-insensitive, RFC 3986 §3.1), or a
 * protocol-relative "//cdn.example/x" (the page's scheme on another host). Such an address is
 * used as it is, never localized as a path of the shop.
 */
export function isAbsoluteAddress(address: string): boolean {
  return /^(?:https?:|\/\/)/i.test(address);
}

/** "p/x" or "/p/x" → "/p/x", optionally with a trailing slash. */
export function toAppPath(path: string, trailingSlash: boolean): string {
  const leading = path.startsWith("/") ? path : `/${path}`;
  return trailingSlash ? withTrailingSlash(leading) : leading;
}

/**
 * A path as a link in a store view: the view's prefix (presentation-content.md §2 "store-code
 * prefixes are added or stripped") and the store-code query parameter (commerce-core.md §1),
 * both through @shop/core.
 */
export function localizedRoute(path: string, view: StoreView, config: ShopConfig): string {
  return appendStoreCode(localizePath(path, view, config), view, config);
}

/** The pathname of a path without store prefix and without leading or trailing slashes, decoded. */
export function requestPathOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as typed: it simply will not match a record.
  }
  return decoded.replace(/^\/+|\/+$/g, "");
}
