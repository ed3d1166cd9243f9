import { localizePath, type ShopConfig, type StoreView } from "@shop/core";
import { createContext, useContext, useMemo, type ReactNode } from "react";

/** What every container needs besides the store: the config and the route's store view. */
export interface ShopContextValue {
  config: ShopConfig;
  view: StoreView;
  /** The shop's public origin ("https://shop.example"), for absolute links (canonical, hreflang, structured data). */
  origin: string;
  /** A shop path ("/winkelwagen/") in the route's store view ("/en/winkelwagen/"). */
  localize: (path: string) => string;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopContextProvider({ config, view, origin, children }: { config: ShopConfig; view: StoreView; origin: string; children: ReactNode }) {
  const value = useMemo<ShopContextValue>(() => ({ config, view, origin, localize: (path) => localizePath(path, view, config) }), [config, view, origin]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (value === null) throw new Error("useShop outside ShopContextProvider: render the page inside the shop's routes");
  return value;
}
