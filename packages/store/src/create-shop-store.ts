import { userSessionTokens } from "@shop/user";
import { composeShopStore, type ComposedShopStore, type ComposeShopStoreOptions, type Logger, type ShopConfig, type ShopRuntime, type Clock } from "@shop/core";
import type { HydratedShopState } from "./hydration";
import { shopPackages, type ShopPackagesDeps } from "./shop-packages";
import type { ShopExtra, ShopState } from "./shop-state";

export interface ShopStoreOptions extends ShopPackagesDeps {
  /** The one validated configuration (`createConfig`). */
  config: ShopConfig;
  /**
   * "browser" (default): the shopper's store, persisted where the browser allows. "server": one
   * store per request (no persisted storage, no browser connectivity, a failed call is the
   * request's error, nothing shared with another request); call `dispose` when the response is sent.
   */
  runtime?: ShopRuntime;
  /** A server render's state (`parseShopState`), for hydration. */
  preloadedState?: HydratedShopState;
  clock?: Clock;
  logger?: Logger;
  /** Redux Toolkit's immutability and serializability checks (development builds only); default on. */
  devChecks?: boolean;
  /** Wraps a slice's reducer (a browser app's redux-persist): see @shop/core's `composeShopStore`. */
  sliceReducer?: ComposeShopStoreOptions<ShopState>["sliceReducer"];
  /** Action types the serializability check skips (redux-persist's). */
  nonSerializableActions?: readonly string[];
}

export type ShopStoreHandle = ComposedShopStore<ShopState, ShopExtra>;

/**
 * The one store of the shop, once per app (once per request on a server): every landed
 * package's slices, one merged `extra` (each package's API client built once), one listener
 * middleware, and preloaded state for hydration. See docs/package-contract.md.
 */
export function createShopStore(options: ShopStoreOptions): ShopStoreHandle {
  const { config, runtime, preloadedState, clock, logger, devChecks, sliceReducer, nonSerializableActions, ...deps } = options;
  // The queue asks the cart id and the token per task; the store exists by then (late-bound reads).
  let cartIdOf = (): string | null => null;
  let built: ShopStoreHandle | undefined = undefined;
  const session = deps.session ?? userSessionTokens(() => built?.store);
  const composed = composeShopStore<ShopState, ShopExtra>({
    config,
    packages: shopPackages({ ...deps, session }, () => cartIdOf()),
    ...(runtime !== undefined && { runtime }),
    ...(preloadedState !== undefined && { preloadedState }),
    ...(clock !== undefined && { clock }),
    ...(logger !== undefined && { logger }),
    ...(devChecks !== undefined && { devChecks }),
    ...(sliceReducer !== undefined && { sliceReducer }),
    ...(nonSerializableActions !== undefined && { nonSerializableActions }),
  });
  cartIdOf = () => composed.store.getState().cart.cartServerToken;
  built = composed;
  return composed;
}
