import { localizePath, withTrailingSlash, type ShopConfig, type StoreView } from "@shop/core";
import type { ContentLink } from "../content/link.schemas";
import { isSafeUrl } from "../content/safe-text";

/**
 * How a content link is shown (presentation-content.md §2 Content links): "an address starting
 * with http is external (new tab, rel noopener); any other is a localized internal route, with a
 * trailing slash if the SEO setting asks" (`urlResolver.trailingSlash`). An unsafe address
 * (`javascript:`, `data:`, `//host`) is refused: no link.
 */
export type ResolvedContentLink =
  | { kind: "external"; href: string; target: "_blank"; rel: "noopener" }
  | { kind: "internal"; href: string }
  | { kind: "mail"; href: string }
  | { kind: "none" };

function addressOf(link: ContentLink | string): string {
  if (typeof link === "string") return link;
  switch (link.linktype) {
    case "url":
      return link.url !== "" ? link.url : (link.cached_url ?? "");
    case "story":
      return link.cached_url;
    case "email":
      return `mailto:${link.email}`;
  }
}

/** A story's full slug starts with its store code ("en/over-ons"): the route is the rest. */
function withoutStoreCode(path: string, config: ShopConfig): string {
  const [first, ...rest] = path.replace(/^\/+/, "").split("/");
  return first !== undefined && Object.hasOwn(config.storeViews.views, first) ? `/${rest.join("/")}` : path;
}

export function resolveContentLink(link: ContentLink | string, view: StoreView, config: ShopConfig): ResolvedContentLink {
  const address = addressOf(link).trim();
  if (address === "" || !isSafeUrl(address)) return { kind: "none" };
  if (/^https?:\/\//i.test(address)) return { kind: "external", href: address, target: "_blank", rel: "noopener" };
  if (/^(mailto|tel):/i.test(address)) return { kind: "mail", href: address };
  const path = typeof link !== "string" && link.linktype === "story" ? withoutStoreCode(address, config) : address;
  const rooted = path.startsWith("/") ? path : `/${path}`;
  const localized = localizePath(rooted, view, config);
  return { kind: "internal", href: config.urlResolver.trailingSlash ? withTrailingSlash(localized) : localized };
}
