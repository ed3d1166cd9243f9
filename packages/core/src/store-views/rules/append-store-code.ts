import type { ShopConfig } from "../../config/shop-config.schema";
import type { StoreView } from "../../config/store-view.schema";
import { joinPath, splitPath } from "./split-path";

/**
 * commerce-core.md §1: the store code is appended to routes as a query parameter when the
 * active store view has `appendStoreCode` on. Existing query and hash are kept; an existing
 * store-code parameter is replaced, not repeated. A view that appends none drops another
 * view's stale parameter, so switching views never carries the old store code along.
 */
export function appendStoreCode(path: string, view: StoreView, config: ShopConfig): string {
  const parts = splitPath(path);
  const name = config.storeViews.storeCodeQueryParam;
  const params = new URLSearchParams(parts.search);
  if (view.appendStoreCode) params.set(name, view.storeCode);
  else if (params.has(name)) params.delete(name);
  else return path;
  const search = params.toString();
  return joinPath({ ...parts, search: search === "" ? "" : `?${search}` });
}
