import { hydrateRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from "react-router-dom";
import "@shop/ui/styles.css";
import "./app/storefront.css";
import { Document, ROUTER_SCRIPT_ID, SETTINGS_SCRIPT_ID, STATE_SCRIPT_ID, type DocumentAssets } from "./app/Document";
import { createShopI18nFor, DEFAULT_LOCALE, isShopLocale, loadCatalogue } from "@shop/i18n";
import { hydrationDataOf, type SerializedHydration } from "./app/router-hydration";
import { registerText } from "./app/shop-text";
import { shopRoutes } from "./app/shop-routes";
import { startBrowserShop } from "./app/browser-start";
import { publicSettingsSchema } from "./settings";
import { createBrowserStore } from "./store/browser-store";
import { shopConfigOf } from "./store/shop-config";

function scriptText(id: string): string {
  const element = document.getElementById(id);
  if (element === null || element.textContent === null) throw new Error(`The page has no #${id} script: it was not rendered by the storefront server`);
  return element.textContent;
}

/** The page's routes' lazy modules, loaded before hydration so the first render matches the server's. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function hydrate() {
  const stateJson = scriptText(STATE_SCRIPT_ID);
  const routerJson = scriptText(ROUTER_SCRIPT_ID);
  const settingsJson = scriptText(SETTINGS_SCRIPT_ID);
  const settingsValue = JSON.parse(settingsJson) as { assets: DocumentAssets };
  const settings = publicSettingsSchema.parse(settingsValue);
  const config = shopConfigOf(settings);
  // The page's language only: its catalogue is a chunk of its own.
  const locale = isShopLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE;
  registerText(locale, createShopI18nFor(locale, await loadCatalogue(locale)));
  const browser = createBrowserStore(config, stateJson);
  const routes = shopRoutes(config, browser.handle, "browser", settings.origin);
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData: hydrationDataOf(JSON.parse(routerJson) as SerializedHydration) });
  hydrateRoot(
    document,
    <Provider store={browser.handle.store}>
      <Document lang={document.documentElement.lang} assets={settingsValue.assets} stateJson={stateJson} routerJson={routerJson} settingsJson={settingsJson}>
        <RouterProvider router={router} />
      </Document>
    </Provider>,
  );
  startBrowserShop(browser, config);
}

void hydrate();
