import type { ShopConfig, StoreView } from "@shop/core";
import type { ShopStoreHandle } from "@shop/store";
import { data } from "react-router-dom";

/** What a page's loader gets besides the request: the store of this request (server) or of the app (browser). */
export interface LoaderDeps {
  handle: ShopStoreHandle;
  config: ShopConfig;
  view: StoreView;
  runtime: "server" | "browser";
}

/** A page module's loader, built per store. */
export type PageLoader<T> = (deps: LoaderDeps) => (args: { request: Request; params: Record<string, string | undefined> }) => Promise<T>;

/** The page-not-found answer (404, the page-not-found screen). */
export function notFound(): never {
  throw data({ reason: "not-found" }, { status: 404 });
}

/** The back end failed (503, the error screen, never cached). */
export function backEndFailed(detail: string): never {
  throw data({ reason: "back-end", detail }, { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
}

/** The same redirect a server answers with a status and a client router follows with replace. */
export function permanentRedirect(location: string, status: 301 | 302 = 301): never {
  throw new Response(null, { status, headers: { Location: sameSiteLocation(location), "X-Shop-Redirect": "replace" } });
}

/**
 * A redirect built from the visited path stays on this shop: a path starting with "//" (a
 * request for "//evil.example/c/x?page=1") would be another host to a browser.
 */
export function sameSiteLocation(location: string): string {
  return /^[/\\]{2,}/.test(location) ? `/${location.replace(/^[/\\]+/, "")}` : location;
}
