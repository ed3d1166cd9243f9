import type { RouteObject } from "react-router-dom";
import type { LoaderDeps } from "./loader-deps";
import type { RouteHandle } from "./route-handle";

/** A page module: its component, and its loader built per store. */
export interface PageModule {
  Page: React.ComponentType;
  loader?: (deps: LoaderDeps) => NonNullable<RouteObject["loader"]>;
}

/** A page route: its path (relative to the store view's prefix), handle, and the module loaded on demand (one chunk per page type). */
export interface PageRoute {
  path?: string;
  index?: true;
  handle: RouteHandle;
  load: () => Promise<PageModule>;
}

/**
 * Every page of presentation-content.md §2's route table, in each store view. Each area adds
 * its routes here; `*` (the URL fallback: redirects, CMS pages, page-not-found) stays last.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { index: true, handle: { layout: "default", page: "home" }, load: () => import("../pages/home/home-page") },
  { path: "pwa.html", handle: { layout: "default", page: "home" }, load: () => import("../pages/home/home-page") },
  { path: "error", handle: { layout: "minimal", page: "error" }, load: () => import("../pages/status/error-page") },
  { path: "winkelwagen", handle: { layout: "default", page: "cart" }, load: () => import("../pages/cart/cart-page") },
  { path: "checkout", handle: { layout: "checkout", page: "checkout" }, load: () => import("../pages/checkout/checkout-page") },
  { path: "checkout-return", handle: { layout: "checkout", page: "checkout-return" }, load: () => import("../pages/checkout/checkout-return-page") },
  { path: "checkout-failed", handle: { layout: "checkout", page: "checkout-failed" }, load: () => import("../pages/checkout/checkout-failed-page") },
  { path: "*", handle: { layout: "default", page: "fallback" }, load: () => import("../pages/status/fallback-page") },
];
