import type { ShopConfig, StoreView } from "@shop/core";
import type { UrlResolverOptions } from "../url-resolver.options";
import { localizedRoute, toAppPath } from "./path-format";
import { ROUTE_NAMES, SHORT_PRODUCT_ROUTE_TYPES, productRouteName, type Route } from "./route-names";

/** What link building needs of a product (commerce-core.md §3 Product). */
export interface LinkProduct {
  sku: string;
  type_id: string;
  slug?: string | null;
  url_key?: string | null;
  url_path?: string | null;
  /** Set on a configurable child (or a configured product): the parent's sku. */
  parentSku?: string | null;
}

/** What link building needs of a category (commerce-core.md §3 Category). */
export interface LinkCategory {
  slug?: string | null;
  url_key?: string | null;
  url_path?: string | null;
}

/** A category with what decides whether it is a page of its own (display mode, active). */
export interface RoutableCategory extends LinkCategory {
  display_mode?: string | null;
  is_active?: boolean | null;
}

/** A link: the route for in-app navigation and the localized path for href. */
export interface Link {
  route: Route;
  path: string;
}

type LinkOptions = Pick<UrlResolverOptions, "urlDispatcher" | "trailingSlash">;

const productSlug = (product: LinkProduct) => product.slug ?? product.url_key ?? "";

/**
 * The product route (commerce-core.md §2): "{type_id}-product" with parentSku (the parent's,
 * else the product's own sku), slug, and childSku: the chosen variant's sku, defaulting to
 * the product's own.
 */
export function productRoute(product: LinkProduct, chosenChildSku?: string | null): Route {
  return {
    name: productRouteName(product.type_id),
    params: {
      parentSku: product.parentSku || product.sku,
      slug: productSlug(product),
      childSku: chosenChildSku || product.sku,
    },
  };
}

/** The path of a product route: /p/{parentSku}/{slug} for simple-like types, with /{childSku} otherwise. */
export function productRoutePath(route: Route, typeId: string): string {
  const { parentSku = "", slug = "", childSku = "" } = route.params;
  const segments = SHORT_PRODUCT_ROUTE_TYPES.includes(typeId) ? [parentSku, slug] : [parentSku, slug, childSku];
  return `/p/${segments.map(encodeURIComponent).join("/")}`;
}

/** The product's url_path when the URL dispatcher is on and it has one; else null (its route path is used). */
function dispatchedUrlPath(product: LinkProduct, options: Pick<LinkOptions, "urlDispatcher">): string | null {
  return options.urlDispatcher && product.url_path ? product.url_path : null;
}

/**
 * A product's path before localizing (presentation-content.md §2): its url_path when the URL
 * dispatcher is on and it has one, else the path of its route (default: `productRoute(product)`).
 */
export function productBarePath(product: LinkProduct, options: Pick<LinkOptions, "urlDispatcher">, route: Route = productRoute(product)): string {
  return dispatchedUrlPath(product, options) ?? productRoutePath(route, product.type_id);
}

/**
 * A product link (commerce-core.md §2, presentation-content.md §2): from url_path when the
 * URL dispatcher is on and the product has one, else from the route; a trailing slash is
 * enforced; localized into the store view. A route path always gets its slash: its last
 * segment is a sku or a slug ("SH.100", "cadeaubon-2.0"), never a file; only a url_path may
 * end in a file name ("oxford.html", see `withTrailingSlash`).
 */
export function productLink(product: LinkProduct, view: StoreView, config: ShopConfig, options: LinkOptions, chosenChildSku?: string | null): Link {
  const route = productRoute(product, chosenChildSku);
  const urlPath = dispatchedUrlPath(product, options);
  const path = urlPath === null ? `${productRoutePath(route, product.type_id)}/` : toAppPath(urlPath, true);
  return { route, path: localizedRoute(path, view, config) };
}

/** The category route: name category with slug (and url_path when known). */
export function categoryRoute(category: LinkCategory): Route {
  const slug = category.slug || category.url_key || (category.url_path ?? "").replace(/\//g, "-");
  return { name: ROUTE_NAMES.category, params: { slug, ...(category.url_path ? { url_path: category.url_path } : {}) } };
}

/**
 * A category link: url_path with the URL dispatcher, else /c/{slug}; `page` above 1 adds
 * `?page=N`, page 1 omits it (presentation-content.md §2).
 */
export function categoryLink(category: LinkCategory, view: StoreView, config: ShopConfig, options: LinkOptions, page = 1): Link {
  const route = categoryRoute(category);
  const bare = options.urlDispatcher && category.url_path ? category.url_path : `/c/${encodeURIComponent(route.params.slug ?? "")}`;
  const path = toAppPath(bare, options.trailingSlash);
  const paged = Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
  return { route, path: localizedRoute(paged, view, config) };
}

/** The CMS page route: name cms-page with the page's slug. */
export function cmsPageRoute(slug: string): Route {
  return { name: ROUTE_NAMES.cmsPage, params: { slug } };
}

/** The landing-page route: name landing-page with its url_path (commerce-core.md §2). */
export function landingPageRoute(urlPath: string): Route {
  return { name: ROUTE_NAMES.landingPage, params: { url_path: urlPath } };
}

/** The store view's home: "/" localized ("/en/" for en). */
export function storeHomePath(view: StoreView, config: ShopConfig): string {
  return localizedRoute("/", view, config);
}
