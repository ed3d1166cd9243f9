import { withTrailingSlash } from "@shop/core";
import { linkKind } from "../../../link/rules/link-kind";

/** How the app turns an internal content path into the store view's route (@shop/core `localizePath`). */
export type LocalizeHref = (path: string) => string;

export interface ContentLinkOptions {
  /** The store view's route of a path: `(path) => localizePath(path, view, config)`. Default: as is. */
  localize?: LocalizeHref;
  /** §2 "with a trailing slash when the SEO setting asks" (ShopConfig `urls.trailingSlash`). */
  trailingSlash?: boolean;
}

/**
 * A content link as rendered (presentation-content.md §2 content links):
 * - `external`: starts with http (or is another site): a new tab with rel noopener;
 * - `internal`: any other address is a localized internal route of the shop;
 * - `plain`: `mailto:`, `tel:` and in-page `#fragments`, a plain anchor;
 * - `refused`: no address, or a scheme that runs or embeds something (`javascript:`,
 *   `data:`, `vbscript:`, …): the link's text shows without a link.
 */
export type ContentLink = { kind: "external" | "internal" | "plain"; href: string } | { kind: "refused" };

// Browsers drop tabs and line feeds anywhere in a URL and leading control characters and
// spaces, so "java\nscript:" and " javascript:" run script: read the scheme as they do.
// eslint-disable-next-line no-control-regex -- matching the ASCII control characters is the point
const IGNORED_BY_URL_PARSER = /[\u0000-\u001f\u007f]/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** The only schemes besides http(s) a content link may use. */
const PLAIN_SCHEMES = new Set(["mailto", "tel"]);

/** An address as a browser reads it (control characters and surrounding spaces dropped) and its scheme in lower case; undefined when empty. */
export function readAddress(value: unknown): { address: string; scheme: string | undefined } | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.replace(IGNORED_BY_URL_PARSER, "").trim();
  return address === "" ? undefined : { address, scheme: SCHEME.exec(address)?.[1]?.toLowerCase() };
}

export function contentLink(href: string | null | undefined, { localize, trailingSlash = false }: ContentLinkOptions = {}): ContentLink {
  const read = readAddress(href);
  if (!read) return { kind: "refused" };
  const { address, scheme } = read;
  if (scheme !== undefined && scheme !== "http" && scheme !== "https" && !PLAIN_SCHEMES.has(scheme)) return { kind: "refused" };
  const kind = linkKind(address);
  if (kind !== "internal") return { kind, href: address };
  // A content service stores routes without their leading slash ("about-us"); a query or
  // fragment alone stays relative to the page.
  const path = /^[/?]/.test(address) ? address : `/${address}`;
  const localized = localize ? localize(path) : path;
  return { kind: "internal", href: trailingSlash ? withTrailingSlash(localized) : localized };
}
