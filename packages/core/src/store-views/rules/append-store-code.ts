import type { ShopConfig } from "../../config/shop-config.schema";
import type { StoreView } from "../../config/store-view.schema";
import { joinPath, splitPath } from "./split-path";

/**
 * commerce-core.md §1: the store code is appended to routes as a query parameter when the
 * active store view has `appendStoreCode` on. Existing query and hash are kept; an existing
 * store-code parameter is replaced, not repeated.
 */
export function appendStoreCode(path: string, view: StoreView, config: ShopConfig): string {
  if (!view.appendStoreCode) return path;
  const parts = splitPath(path);
  const params = new URLSearchParams(parts.search);
  params.set(config.storeViews.storeCodeQueryParam, view.storeCode);
  return joinPath({ ...parts, search: `?${params.toString()}` });
}
