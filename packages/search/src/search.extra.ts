import type { CatalogExtra } from "@shop/catalog-pricing";
import type { SearchServiceApi } from "./search.api";
import type { SearchStorage } from "./visitor/search-storage";
import type { VisitorKeyStore } from "./visitor/visitor-keys";

/** What @shop/search adds to `extra` (under `extra.search`), built once per store by `searchPackage`. */
export interface SearchPackageExtra {
  api: SearchServiceApi;
  /** Local storage (the browser's) or memory (a server render): the last search text and the visitor keys. */
  storage: SearchStorage;
  visitor: VisitorKeyStore;
}

/** Objects the app hands `searchPackage` (never settings: those are `ShopConfig.search`). */
export interface SearchPackageDeps {
  /** Default: the browser's local storage in a browser store, memory in a server store. */
  storage?: SearchStorage;
  /** Makes a visitor key (default `crypto.randomUUID`). */
  newKey?: () => string;
}

/** Thunk `extra` of @shop/search: the catalogue's (sync client, catalogue client) plus `extra.search`. */
export type SearchExtra = CatalogExtra & { search: SearchPackageExtra };
