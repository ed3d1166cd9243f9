import { defineShopPackage } from "@shop/core";
import { createLocalForageStorage, createResilientStorage, hasBrowserStorage, type KeyValueStorage, type SyncExtra } from "@shop/sync-queue";
import { createHistoryPersistence, type HistoryPersistence } from "./history-persistence";
import { navigationHistorySlice } from "./history.slice";
import type { UrlLookups, UrlResolverPackageExtra } from "./url-resolver-extra";
import { createUrlApi } from "./url.api";
import { urlResolverSlice } from "./url.slice";

/** What the app gives @shop/url-resolver: objects, never settings (those are `ShopConfig.urlResolver`). */
export interface UrlResolverPackageDeps<Base extends SyncExtra = SyncExtra> {
  /**
   * The seam to the packages above, built from the extra composed so far (so it can use
   * @shop/catalog-pricing's client: `(extra) => createCatalogLookups(extra)`); none: no look-ups.
   */
  lookups?: (extra: Base) => UrlLookups;
  /**
   * The local URL cache. Default: in a browser runtime with persistent storage, a resilient
   * localforage store ("shop"/"url"); elsewhere none (memory only). `null`: none.
   */
  cache?: KeyValueStorage | null;
  /** The history's persistence. Default: like `cache`, over a localforage store ("shop"/"history"). `null`: none. */
  history?: HistoryPersistence | null;
}

const persistentBrowser = (base: SyncExtra) => hasBrowserStorage(base.runtime);

function defaultCache(base: SyncExtra): KeyValueStorage | undefined {
  if (!persistentBrowser(base)) return undefined;
  const logger = base.logger;
  return createResilientStorage(createLocalForageStorage({ name: "shop", storeName: "url" }), {
    cache: base.config.cache,
    clock: base.clock,
    name: "url",
    ...(logger !== undefined && { logger }),
  });
}

function defaultHistory(base: SyncExtra): HistoryPersistence | undefined {
  if (!persistentBrowser(base)) return undefined;
  const logger = base.logger;
  return createHistoryPersistence({
    storage: createLocalForageStorage({ name: "shop", storeName: "history" }),
    clock: base.clock,
    writeDelayMs: base.config.history.writeDelayMs,
    ...(logger !== undefined && { logger }),
  });
}

/**
 * @shop/url-resolver's part of the one store (docs/package-contract.md): the URL map and
 * history slices and `extra.urlResolver` (the map/redirect client built once, the look-up
 * seam, the local cache and history persistence). Settings: `ShopConfig.urlResolver`.
 */
export function urlResolverPackage<Base extends SyncExtra = SyncExtra>(deps: UrlResolverPackageDeps<Base> = {}) {
  return defineShopPackage({
    name: "@shop/url-resolver",
    slices: [urlResolverSlice, navigationHistorySlice],
    needs: ["api"],
    extra: (base: Base): { urlResolver: UrlResolverPackageExtra } => {
      const cache = deps.cache === undefined ? defaultCache(base) : (deps.cache ?? undefined);
      const history = deps.history === undefined ? defaultHistory(base) : (deps.history ?? undefined);
      return {
        urlResolver: {
          api: createUrlApi(base.api, base.config),
          lookups: deps.lookups?.(base) ?? {},
          ...(cache !== undefined && { cache }),
          ...(history !== undefined && { history }),
        },
      };
    },
  });
}
