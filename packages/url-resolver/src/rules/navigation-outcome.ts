import type { ShopConfig } from "@shop/core";
import type { LookupFailure } from "./lookup-failure";
import { withVisitedQuery } from "./redirect-query";
import { ERROR_ROUTE, PAGE_NOT_FOUND_ROUTE, type Route } from "./route-names";
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
  | { kind: "offline-home"; location: string }
  /** Nothing found while a step failed (not offline, not a clean miss): the error screen, never page-not-found. */
  | { kind: "error"; route: Route; failures: LookupFailure[] };

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

/** The error resolution for the failed steps (the error screen, commerce-core.md §2 /error). */
export function errorResolution(failures: readonly LookupFailure[]): Resolution {
  return { kind: "error", route: ERROR_ROUTE, failures: [...failures] };
}

/** `Retry-After` of the 503 for a failing back end: a crawler comes back soon, not with the next crawl. */
export const ERROR_RETRY_AFTER_SECONDS = 30;

/**
 * What the server answers: 200, 404, a 301/302 with Location (commerce-core.md §2), or 503 when
 * the back end failed (ARCHITECTURE "Server rendering": never cached), with `Retry-After` and
 * `Cache-Control: no-store` so neither a CDN nor the output cache keeps the error page.
 */
export type ServerResponse =
  | { status: 200 | 404 }
  | { status: 301 | 302; location: string }
  | { status: 503; retryAfterSeconds: number; cacheControl: "no-store" };

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
    case "error":
      return { status: 503, retryAfterSeconds: ERROR_RETRY_AFTER_SECONDS, cacheControl: "no-store" };
  }
}

/**
 * What the client router does: render a route, `replace` for a redirect (the redirected URL
 * must not stay in history, commerce-core.md §2), `push` to the store home after the
 * offline notification; an error renders the error screen (the path stays, so a reload retries).
 */
export type ClientNavigation = { type: "render"; route: Route } | { type: "replace"; location: string } | { type: "push"; location: string };

export function clientNavigationOf(resolution: Resolution): ClientNavigation {
  switch (resolution.kind) {
    case "route":
    case "not-found":
    case "error":
      return { type: "render", route: resolution.route };
    case "redirect":
      return { type: "replace", location: resolution.location };
    case "offline-home":
      return { type: "push", location: resolution.location };
  }
}
