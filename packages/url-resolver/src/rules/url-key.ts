import { parseStorePath, type ShopConfig, type StoreView } from "@shop/core";
import { requestPathOf } from "./path-format";

export interface UrlKey {
  view: StoreView;
  /** The request path without store prefix, slashes, query and hash: "shirts/formal". */
  requestPath: string;
  /** What the URL map is keyed by: "{storeCode}:{requestPath}". */
  key: string;
}

/** "/en/shirts/formal/?page=2" → en, "shirts/formal", "en:shirts/formal" (the path is read once). */
export function urlKeyOf(path: string, config: ShopConfig): UrlKey {
  const { view, pathname } = parseStorePath(path, config);
  const requestPath = requestPathOf(pathname);
  return { view, requestPath, key: `${view.storeCode}:${requestPath}` };
}

/** The key of a url_path in a store view (what registration writes). */
export function urlKeyOfUrlPath(urlPath: string, storeCode: string): string {
  return `${storeCode}:${requestPathOf(urlPath)}`;
}
