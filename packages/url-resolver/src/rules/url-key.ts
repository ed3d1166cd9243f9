import { parseStorePath, type ShopConfig, type StoreView } from "@shop/core";
import { requestPathOf } from "./path-format";

export interface UrlKey {
  view: StoreView;
  /** The request path without store prefix, slashes, query and hash: "shirts/formal". */
  requestPath: string;
  /** What the URL map is keyed by: "{storeCode}:{requestPath}". */
  key: string;
  /** The path's query ("?page=2", or ""): not part of the key; a redirect passes it on. */
  search: string;
}

/** "/en/shirts/formal/?page=2" → en, "shirts/formal", "en:shirts/formal", "?page=2" (the path is read once). */
export function urlKeyOf(path: string, config: ShopConfig): UrlKey {
  const { view, pathname, search } = parseStorePath(path, config);
  const requestPath = requestPathOf(pathname);
  return { view, requestPath, key: `${view.storeCode}:${requestPath}`, search };
}

/** The key of a url_path in a store view (what registration writes). */
export function urlKeyOfUrlPath(urlPath: string, storeCode: string): string {
  return `${storeCode}:${requestPathOf(urlPath)}`;
}

/**
 * The key of a variant route's answer (/p/{parentSku}/{slug}/{childSku} resolved with
 * `childSku`): the variant's sku, URI-encoded, "@" and the path's key:
 * "SH-OXF-WHT-M@nl:p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M". The answer depends on the
 * sku, so it is kept apart from the path's own; a path's key never has "@" before its first
 * ":" (store codes are [a-z0-9_]) and the encoded sku has no "@", so no two keys meet.
 * Without a sku: the path's key.
 */
export function variantUrlKey(key: string, childSku: string | null | undefined): string {
  return childSku ? `${encodeURIComponent(childSku)}@${key}` : key;
}
