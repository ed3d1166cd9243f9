import { staysOnSite } from "./stays-on-site";

/**
 * How an address is rendered (presentation-content.md §2 "Content links: an address starting
 * with http is external and opens in a new tab with a no-opener rel; any other is an internal
 * localized route"):
 * - `external`: a plain anchor opening a new tab, `rel="noopener noreferrer"`;
 * - `internal`: a route of the shop, rendered by the app's link component (its router);
 * - `plain`: a plain anchor the browser handles in place: in-page `#fragment`s and other
 *   schemes (`mailto:`, `tel:`), which are no route of the shop and no site to open beside it.
 *
 * An address that is none of these but that the browser would still resolve on another site
 * (`/\host/`, a path broken by a tab or line feed) is external: the router never gets it.
 */
export type LinkKind = "internal" | "external" | "plain";

/** The §2 new-tab attributes of an external link. */
export const EXTERNAL_LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;

// "Starting with http" read as an http(s) URL, in any case; a protocol-relative `//host/` is
// another site too (never a path of the shop).
const EXTERNAL = /^(?:https?:|\/\/)/i;
// A scheme (RFC 3986: a letter, then letters, digits, + - .) followed by a colon.
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function linkKind(href: string): LinkKind {
  // Browsers strip surrounding whitespace from an href, so a CMS address with a stray space counts the same.
  const address = href.trim();
  if (EXTERNAL.test(address)) return "external";
  if (address.startsWith("#") || OTHER_SCHEME.test(address)) return "plain";
  return staysOnSite(address) ? "internal" : "external";
}
