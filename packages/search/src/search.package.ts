import type { CatalogExtra } from "@shop/catalog-pricing";
import { defineShopPackage } from "@shop/core";
import { createSearchServiceApi } from "./search.api";
import type { SearchPackageDeps, SearchPackageExtra } from "./search.extra";
import { searchSlice } from "./search.slice";
import { browserSearchStorage, createMemorySearchStorage } from "./visitor/search-storage";
import { createVisitorKeyStore } from "./visitor/visitor-keys";

/**
 * @shop/search's part of the one store (docs/package-contract.md): the `search` slice and
 * `extra.search` (the search service's client, the storage and the visitor keys, built once per
 * store). Needs @shop/catalog-pricing's `extra.catalog` (the catalogue source of /c/{slug}).
 * Storage: the given one, else the browser's local storage in a browser store and memory in a
 * server store (looked up here, when the store is built, never at import). Settings:
 * `ShopConfig.search` (and `catalog`, `listing`). Logout and order placed regenerate the visitor
 * keys through `regenerateVisitorKeys`, wired by @shop/store (the seam: @shop/search imports
 * neither @shop/user nor @shop/checkout).
 */
export function searchPackage(deps: SearchPackageDeps = {}) {
  return defineShopPackage({
    name: "@shop/search",
    slices: [searchSlice],
    needs: ["api", "catalog"],
    extra: (base: CatalogExtra): { search: SearchPackageExtra } => {
      const storage = deps.storage ?? (base.runtime === "server" ? createMemorySearchStorage() : browserSearchStorage());
      return { search: { api: createSearchServiceApi(base.api, base.config), storage, visitor: createVisitorKeyStore(storage, deps.newKey) } };
    },
  });
}
