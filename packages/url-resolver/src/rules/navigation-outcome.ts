import type { ShopConfig } from "@shop/core";
import { withVisitedQuery } from "./redirect-query";
import { PAGE_NOT_FOUND_ROUTE, type Route } from "./route-names";
import type { UrlKey } from "./url-key";
import type { UrlMapEntry } from "./url-map-entry";

/** Where an answer came from, first to last in the resolution chain. */
export type ResolutionSource =
  | "memory"
  | "local-cache"
  | "url-map"
  | "redirect-lookup"
  | "product-lookup"
  | "category-lookup"
  | "cms-lookup";

/** What resolving a path gave (commerce-core.md §2 Navigation resolution). */
export type Resolution =
  | { kind: "route"; route: Route; entityType: Extract<UrlMapEntry, { kind: "route" }>["entityType"] | "home"; source: ResolutionSource }
  | { kind: "redirect"; redirectType: 301 | 302; location: string; source: ResolutionSource }
  | { kind: "not-found"; route: Route }
  | { kind: "offline-home"; location: string };

/**
 * What an entry answers for the visited path (its `urlKeyOf`: query and store view). A
 * redirect passes the visited query on (`withVisitedQuery`); the entry itself, as kept in
 * memory and the local cache, stays without it (one entry per path, whatever the query).
 */
export function resolutionOf(entry: UrlMapEntry, source: ResolutionSource, visited: Pick<UrlKey, "search" | "view">, config: ShopConfig): Resolution {
  return entry.kind === "route"
    ? { kind: "route", route: entry.route, entityType: entry.entityType, source }
    : { kind: "redirect", redirectType: entry.redirectType, location: withVisitedQuery(entry.location, visited.search, visited.view, config), source };
}

export const NOT_FOUND: Resolution = { kind: "not-found", route: PAGE_NOT_FOUND_ROUTE };

/** What the server answers: 200, 404, or a 301/302 with Location (commerce-core.md §2). */
export type ServerResponse = { status: 200 | 404 } | { status: 301 | 302; location: string };

export function serverResponseOf(resolution: Resolution): ServerResponse {
  switch (resolution.kind) {
    case "route":
      return { status: 200 };
    case "not-found":
      return { status: 404 };
    case "redirect":
      return { status: resolution.redirectType, location: resolution.location };
    case "offline-home":
      return { status: 302, location: resolution.location };
  }
}

/**
 * What the client router does: render a route, `replace` for a redirect (the redirected URL
 * must not stay in history, commerce-core.md §2), `push` to the store home after the
 * offline notification.
 */
export type ClientNavigation = { type: "render"; route: Route } | { type: "replace"; location: string } | { type: "push"; location: string };

export function clientNavigationOf(resolution: Resolution): ClientNavigation {
  switch (resolution.kind) {
    case "route":
    case "not-found":
      return { type: "render", route: resolution.route };
    case "redirect":
      return { type: "replace", location: resolution.location };
    case "offline-home":
      return { type: "push", location: resolution.location };
  }
}
