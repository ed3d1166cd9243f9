import type { ShopConfig, StoreView } from "@shop/core";
import { isAbsoluteAddress, localizedRoute, toAppPath } from "./path-format";

/** A content-service link: a plain address, or its `{url, cached_url}` object (presentation-content.md §3 "Link: url or cached_url"). */
export type ContentLinkInput = string | { url?: string | null; cached_url?: string | null } | null | undefined;

export type ContentLink =
  | { kind: "external"; href: string; target: "_blank"; rel: "noopener" }
  | { kind: "internal"; path: string };

/**
 * presentation-content.md §2 content links: an address starting with http is external and
 * opens in a new tab with a no-opener rel; any other is an internal localized route, with a
 * trailing slash when the SEO setting asks. "Starting with http" is read as an http(s) scheme
 * in any case (`isAbsoluteAddress`): an editor's "Https://…" is external, not a path; so is a
 * protocol-relative "//cdn.example/…", which a browser opens on that host. An empty
 * link is null (nothing to render).
 */
export function contentLink(link: ContentLinkInput, view: StoreView, config: ShopConfig, options: { trailingSlash: boolean }): ContentLink | null {
  const address = (typeof link === "string" ? link : link?.url || link?.cached_url || "").trim();
  if (address === "") return null;
  if (isAbsoluteAddress(address)) return { kind: "external", href: address, target: "_blank", rel: "noopener" };
  return { kind: "internal", path: localizedRoute(toAppPath(address, options.trailingSlash), view, config) };
}
