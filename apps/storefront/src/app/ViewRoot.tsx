import { switchStoreView, type ShopConfig, type StoreView } from "@shop/core";
import { loadTheme } from "@shop/cms";
import { LinkProvider, TextProvider } from "@shop/ui";
import { useEffect, type ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { ShopShell } from "../shell/ShopShell";
import { ShopModalsProvider } from "../shell/shop-modals";
import { UiFlagsProvider } from "../shell/ui-flags";
import type { LoaderDeps } from "./loader-deps";
import { RouterLink } from "./router-link";
import { ShopContextProvider } from "./shop-context";
import { markHydrated } from "./hydration-signal";
import { textOf } from "./shop-text";

/**
 * A store view's root: the store switched to it, its theme (menu, usp bar, footer) loaded.
 * A theme that fails to load leaves the chrome empty rather than failing every page.
 */
export function viewLoader({ handle, view }: LoaderDeps) {
  return async () => {
    handle.store.dispatch(switchStoreView(view.storeCode));
    await handle.store.dispatch(loadTheme({ storeCode: view.storeCode }));
    return null;
  };
}

/** Providers, the shell and the page of one store view; `error` replaces the page (the route's error element). */
export function ViewRoot({ config, view, origin, error }: { config: ShopConfig; view: StoreView; origin: string; error?: ReactNode }) {
  const { t, locale } = textOf(view.i18n.defaultLocale);
  // The page is live: browser-only state may now change what is rendered (and tests wait for it).
  useEffect(() => {
    markHydrated();
  }, []);
  return (
    <ShopContextProvider config={config} view={view} origin={origin}>
      <TextProvider t={t} locale={locale}>
        <LinkProvider component={RouterLink}>
          <UiFlagsProvider>
            <ShopModalsProvider>
              <ShopShell>{error ?? <Outlet />}</ShopShell>
              <ScrollRestoration />
            </ShopModalsProvider>
          </UiFlagsProvider>
        </LinkProvider>
      </TextProvider>
    </ShopContextProvider>
  );
}
