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
  { path: "p/:parentSku/:slug", handle: { layout: "default", page: "product" }, load: () => import("../pages/product/product-page") },
  { path: "p/:parentSku/:slug/:childSku", handle: { layout: "default", page: "product" }, load: () => import("../pages/product/product-page") },
  { path: "c/:slug", handle: { layout: "default", page: "category" }, load: () => import("../pages/listing/listing-page") },
  { path: "l/elevate/*", handle: { layout: "default", page: "landing" }, load: () => import("../pages/listing/listing-page") },
  { path: "catalogsearch/result", handle: { layout: "default", page: "search" }, load: () => import("../pages/listing/listing-page") },
  { path: "error", handle: { layout: "minimal", page: "error" }, load: () => import("../pages/status/error-page") },
  { path: "login", handle: { layout: "default", page: "login" }, load: () => import("../pages/account/login-page") },
  { path: "my-account", handle: { layout: "default", page: "account" }, load: () => import("../pages/account/account-page") },
  { path: "my-account/orders", handle: { layout: "default", page: "account" }, load: () => import("../pages/account/orders-page") },
  { path: "my-account/orders/:orderId", handle: { layout: "default", page: "account" }, load: () => import("../pages/account/order-page") },
  { path: "my-account/details", handle: { layout: "default", page: "account" }, load: () => import("../pages/account/details-page") },
  { path: "password/reset", handle: { layout: "default", page: "password-reset" }, load: () => import("../pages/account/password-reset-page") },
  { path: "blog", handle: { layout: "default", page: "blog" }, load: () => import("../pages/blog/blog-page") },
  { path: "blog/:slug", handle: { layout: "default", page: "blog-article" }, load: () => import("../pages/blog/blog-article-page") },
  { path: "storelocator", handle: { layout: "default", page: "storelocator" }, load: () => import("../pages/content/storelocator-page") },
  { path: "lookbook", handle: { layout: "default", page: "lookbook" }, load: () => import("../pages/content/lookbook-page") },
  { path: "styleguide", handle: { layout: "default", page: "styleguide" }, load: () => import("../pages/content/styleguide-page") },
  { path: "storyblok", handle: { layout: "default", page: "preview" }, load: () => import("../pages/preview/storyblok-page") },
  { path: "storyblok-empty", handle: { layout: "empty", page: "preview" }, load: () => import("../pages/preview/storyblok-empty-page") },
  { path: "winkelwagen", handle: { layout: "default", page: "cart" }, load: () => import("../pages/cart/cart-page") },
  { path: "checkout", handle: { layout: "checkout", page: "checkout" }, load: () => import("../pages/checkout/checkout-page") },
  { path: "checkout-return", handle: { layout: "checkout", page: "checkout-return" }, load: () => import("../pages/checkout/checkout-return-page") },
  { path: "checkout-failed", handle: { layout: "checkout", page: "checkout-failed" }, load: () => import("../pages/checkout/checkout-failed-page") },
  { path: "*", handle: { layout: "default", page: "fallback" }, load: () => import("../pages/status/fallback-page") },
];
