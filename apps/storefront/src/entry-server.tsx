import { parseStorePath, type Logger, type ShopConfig } from "@shop/core";
import { hydratedStateOf, serializeShopState } from "@shop/store";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { Document, scriptJson, type DocumentAssets } from "./app/Document";
import { createShopI18n, SHOP_LOCALES } from "@shop/i18n";
import { pageTags } from "./app/page-tags";
import { registerText } from "./app/shop-text";
import { serializeHydration } from "./app/router-hydration";

// Every language's texts, once per process.
for (const locale of SHOP_LOCALES) registerText(locale, createShopI18n(locale));

/** Page types that list products (their stock and prices change with any product). */
const LISTING_PAGES = new Set(["category", "landing", "search", "home"]);
import { shopRoutes } from "./app/shop-routes";
import type { PublicSettings } from "./settings";
import { createServerStore } from "./store/server-store";

export interface RenderOptions {
  config: ShopConfig;
  /** The public settings; `origin` is the configured public URL's or this request's. */
  settings: Omit<PublicSettings, "origin"> & { origin?: string | undefined };
  assets: DocumentAssets;
  logger?: Logger;
}

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string; headers: Record<string, string>; stateBytes: number; page: string; tags: string[] };

/** The page type of the deepest matched route (for budgets and logs). */
function pageOf(matches: readonly { route: { handle?: unknown } }[]): string {
  let page = "other";
  for (const match of matches) {
    const handle = match.route.handle as { page?: string } | undefined;
    if (handle?.page !== undefined) page = handle.page;
  }
  return page;
}

/**
 * Renders one request with its own store (ARCHITECTURE.md "Server rendering"): the route's
 * loaders fill the store, the page renders with that state, and the browser gets the
 * hydrated slices and the router's data. A redirect thrown by a loader is the response.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderResult> {
  const { config, assets, logger } = options;
  const settings: PublicSettings = { apiUrl: options.settings.apiUrl, origin: options.settings.origin ?? new URL(request.url).origin };
  const handle = createServerStore(config, logger);
  try {
    const routes = shopRoutes(config, handle, "server", settings.origin);
    const { query, dataRoutes } = createStaticHandler(routes);
    const context = await query(request);
    if (context instanceof Response) {
      const location = context.headers.get("Location");
      if (context.status >= 300 && context.status < 400 && location !== null) return { kind: "redirect", status: context.status, location };
      throw new Error(`A loader answered ${context.status} without a page`);
    }
    const router = createStaticRouter(dataRoutes, context);
    const view = parseStorePath(new URL(request.url).pathname, config).view;
    const stateJson = serializeShopState(hydratedStateOf(handle.store.getState()));
    const routerJson = scriptJson(serializeHydration({ loaderData: context.loaderData, errors: context.errors }));
    const settingsJson = scriptJson({ ...settings, assets });
    const headers: Record<string, string> = {};
    for (const response of Object.values(context.loaderHeaders)) response.forEach((value, key) => (headers[key] = value));
    for (const response of Object.values(context.actionHeaders)) response.forEach((value, key) => (headers[key] = value));
    const body = renderToString(
      <Provider store={handle.store}>
        <Document lang={view.i18n.defaultLocale} assets={assets} stateJson={stateJson} routerJson={routerJson} settingsJson={settingsJson}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Document>
      </Provider>,
    );
    const page = pageOf(context.matches);
    const tags = pageTags(handle.store.getState(), { listing: LISTING_PAGES.has(page) });
    return { kind: "page", status: context.statusCode, html: `<!DOCTYPE html>${body}`, headers, stateBytes: Buffer.byteLength(stateJson), page, tags };
  } finally {
    handle.dispose();
  }
}
