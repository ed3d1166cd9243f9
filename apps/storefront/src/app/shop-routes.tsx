import { storeUrlPrefix, type ShopConfig, type StoreView } from "@shop/core";
import type { ShopStoreHandle } from "@shop/store";
import type { RouteObject } from "react-router-dom";
import { PAGE_ROUTES, type PageRoute } from "./page-routes";
import { ViewRoot, viewLoader } from "./ViewRoot";
import { RouteError } from "./RouteError";
import type { LoaderDeps } from "./loader-deps";

function pageRoute(route: PageRoute, deps: LoaderDeps, prefix: string): RouteObject {
  const lazy = async () => {
    const module = await route.load();
    return { Component: module.Page, ...(module.loader !== undefined && { loader: module.loader(deps) }) };
  };
  const id = `${prefix || "nl"}:${route.index ? "index" : route.path}`;
  return route.index ? { id, index: true, handle: route.handle, lazy } : { id, path: route.path ?? "", handle: route.handle, lazy };
}

/**
 * The route tree: every page under each store view's prefix (nl without one, then /en, /de,
 * /fr; commerce-core.md §1). A view's root switches the store to it and loads its theme.
 */
export function shopRoutes(config: ShopConfig, handle: ShopStoreHandle, runtime: LoaderDeps["runtime"], origin: string): RouteObject[] {
  const views: StoreView[] = Object.values(config.storeViews.views);
  // Prefixed views first, so "/en/…" never falls into the unprefixed view's "*".
  const ordered = [...views].sort((a, b) => storeUrlPrefix(b, config).length - storeUrlPrefix(a, config).length);
  return ordered.map((view) => {
    const prefix = storeUrlPrefix(view, config);
    const deps: LoaderDeps = { handle, config, view, runtime };
    return {
      id: `view:${view.storeCode}`,
      path: prefix === "" ? "/" : prefix,
      loader: viewLoader(deps),
      element: <ViewRoot config={config} view={view} origin={origin} />,
      errorElement: <ViewRoot config={config} view={view} origin={origin} error={<RouteError />} />,
      children: PAGE_ROUTES.map((route) => pageRoute(route, deps, prefix)),
    };
  });
}
