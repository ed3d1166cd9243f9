import type { ShopConfig } from "../../config/shop-config.schema";
import type { StoreView } from "../../config/store-view.schema";

/**
 * The path prefix a store view really uses. The default store has none unless
 * `storeViews.defaultStorePrefix` is "store-code" (the presentation-content.md §2 reading).
 */
export function storeUrlPrefix(view: StoreView, config: ShopConfig): string {
  const isDefault = view.storeCode === config.storeViews.defaultStoreCode;
  if (isDefault && config.storeViews.defaultStorePrefix === "store-code") return `/${view.storeCode}`;
  return view.url;
}

export function defaultStoreView(config: ShopConfig): StoreView {
  const view = config.storeViews.views[config.storeViews.defaultStoreCode];
  // createConfig guarantees the default exists; a hand-built config may not.
  if (!view) throw new Error(`Default store view "${config.storeViews.defaultStoreCode}" is not configured`);
  return view;
}

/** The configured store view of `code`; a name of Object's own members ("constructor") is none. */
export function storeViewByCode(code: string, config: ShopConfig): StoreView | undefined {
  return Object.hasOwn(config.storeViews.views, code) ? config.storeViews.views[code] : undefined;
}

/** A store view that must exist: a clear error names the code and the configured views. */
export function requireStoreView(code: string, config: ShopConfig): StoreView {
  const view = storeViewByCode(code, config);
  if (!view) throw new Error(`Store view "${code}" is not configured (${Object.keys(config.storeViews.views).join(", ")})`);
  return view;
}
