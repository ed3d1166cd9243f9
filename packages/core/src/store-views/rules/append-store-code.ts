import type { ShopConfig } from "../../config/shop-config.schema";
import type { StoreView } from "../../config/store-view.schema";
import { joinPath, splitPath } from "./split-path";

/** A query pair's name as a parser reads it ("+" is a space, %xx decoded); raw when malformed. */
function pairName(pair: string): string {
  const at = pair.indexOf("=");
  const name = (at === -1 ? pair : pair.slice(0, at)).replaceAll("+", " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * commerce-core.md §1: the store code is appended to routes as a query parameter when the
 * active store view has `appendStoreCode` on. Existing query and hash are kept byte for byte
 * (no re-encoding: `%20`, a bare `flag` and `color:red` stay as written); an existing
 * store-code parameter gets the new value in place, not repeated. A view that appends none
 * drops another view's stale parameter, so switching views never carries the old store code.
 */
export function appendStoreCode(path: string, view: StoreView, config: ShopConfig): string {
  const parts = splitPath(path);
  const name = config.storeViews.storeCodeQueryParam;
  const pairs = parts.search.slice(1).split("&").filter((pair) => pair !== "");
  const isStoreCode = (pair: string) => pairName(pair) === name;
  if (!view.appendStoreCode && !pairs.some(isStoreCode)) return path;
  const storePair = `${encodeURIComponent(name)}=${encodeURIComponent(view.storeCode)}`;
  const kept = pairs.filter((pair) => !isStoreCode(pair));
  if (view.appendStoreCode) {
    // In place of the first existing store-code pair (every pair before it is kept), else last.
    const at = pairs.findIndex(isStoreCode);
    kept.splice(at === -1 ? kept.length : at, 0, storePair);
  }
  return joinPath({ ...parts, search: kept.length > 0 ? `?${kept.join("&")}` : "" });
}
