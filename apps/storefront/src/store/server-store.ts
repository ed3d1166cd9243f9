import { createShopStore, type ShopStoreHandle } from "@shop/store";
import type { ShopConfig, Logger } from "@shop/core";

/** One store per request (docs/package-contract.md §9): nothing persisted, nothing shared; `dispose` after the response. */
export function createServerStore(config: ShopConfig, logger?: Logger): ShopStoreHandle {
  return createShopStore({ config, runtime: "server", devChecks: false, ...(logger !== undefined && { logger }) });
}
