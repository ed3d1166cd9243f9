import { combineReducers, configureStore, createListenerMiddleware, type EnhancedStore, type Reducer, type StoreEnhancer, type ThunkDispatch, type Tuple, type UnknownAction } from "@reduxjs/toolkit";
import type { ShopConfig } from "../config/shop-config.schema";
import type { Logger } from "../log/logger";
import { GUEST_GROUP } from "../store-context/rules/customer-group";
import { defaultStoreView } from "../store-views/rules/store-url";
import type { CoreExtra, ShopRuntime } from "../thunk-extra";
import { systemClock, type Clock } from "../time/clock";
import type { AnyShopPackage, PackageStoreApi, ShopStartListening, Unsubscribe } from "./shop-package";

/** A composition that cannot work: a missing dependency, a key or slice two packages claim. */
export class ShopCompositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ShopCompositionError";
  }
}

export interface ComposeShopStoreOptions<State> {
  config: ShopConfig;
  /** In order: a package comes after the packages whose `extra` it needs. */
  packages: readonly AnyShopPackage[];
  clock?: Clock;
  logger?: Logger;
  /** "server": a store per request (packages then keep nothing beyond it). Default "browser". */
  runtime?: ShopRuntime;
  /** State to start from: a server render's serialised state (hydration) or a test's. */
  preloadedState?: Partial<State>;
  /** Redux Toolkit's immutability and serializability checks (development builds only); default on. */
  devChecks?: boolean;
  /**
   * Wraps a slice's reducer: how a browser app persists the slices packages name in their
   * `*_PERSISTED_KEYS` (redux-persist's `persistReducer`) without the packages knowing the library.
   */
  sliceReducer?: (reducerPath: string, reducer: Reducer) => Reducer;
  /** Action types the serializability check skips (redux-persist's, which carry functions). */
  nonSerializableActions?: readonly string[];
}

/** Dispatch of a store whose thunks get `extra`. */
export type ShopStoreDispatch<State, Extra> = ThunkDispatch<State, Extra, UnknownAction>;

/**
 * What `configureStore` with the default middleware and `extraArgument` gives, written out:
 * declared, so the published types say the state instead of `any`.
 */
export type ShopStore<State, Extra> = EnhancedStore<State, UnknownAction, Tuple<[StoreEnhancer<{ dispatch: ShopStoreDispatch<State, Extra> }>, StoreEnhancer]>>;

export interface ComposedShopStore<State, Extra> {
  store: ShopStore<State, Extra>;
  /** The one merged thunk `extra` (every package's part, built once). */
  extra: Extra;
  /** The one listener middleware's `startListening`, for the app's own listeners (and tests'). */
  startListening: ShopStartListening;
  /** Stops listeners and what packages started (sync-queue timers, browser events). Idempotent. */
  dispose: () => void;
}

/** Builds `extra` in package order, checking each package's needs and that no key is claimed twice. */
function mergeExtra(base: CoreExtra, packages: readonly AnyShopPackage[]): Record<string, unknown> {
  let extra: Record<string, unknown> = { ...base };
  for (const pkg of packages) {
    for (const key of pkg.needs ?? []) {
      if (!(key in extra)) {
        throw new ShopCompositionError(`${pkg.name} needs extra.${key}, which no package before it adds: put the package that adds it earlier in the list`);
      }
    }
    const adds = pkg.extra?.(extra as never) ?? {};
    for (const key of Object.keys(adds)) {
      if (key in extra) throw new ShopCompositionError(`${pkg.name} adds extra.${key}, which is already taken`);
    }
    extra = { ...extra, ...adds };
  }
  return extra;
}

function combinePackageReducers(packages: readonly AnyShopPackage[], wrap: (reducerPath: string, reducer: Reducer) => Reducer = (_, reducer) => reducer): Reducer {
  const reducers: Record<string, Reducer> = {};
  const owners = new Map<string, string>();
  for (const pkg of packages) {
    for (const slice of pkg.slices) {
      const owner = owners.get(slice.reducerPath);
      if (owner !== undefined) throw new ShopCompositionError(`${pkg.name} and ${owner} both have a slice at state.${slice.reducerPath}`);
      owners.set(slice.reducerPath, pkg.name);
      reducers[slice.reducerPath] = wrap(slice.reducerPath, slice.reducer as Reducer);
    }
  }
  return combineReducers(reducers);
}

/**
 * The one store of a shop from its packages (docs/package-contract.md): one reducer of every
 * package's slices, one merged `extra` built once, one listener middleware, preloaded state for
 * hydration, and a server runtime (a store per request: call `dispose` when the response is
 * sent). The store view defaults to the config's default view unless the preloaded state has one.
 */
export function composeShopStore<State, Extra extends CoreExtra>(options: ComposeShopStoreOptions<State>): ComposedShopStore<State, Extra> {
  const names = options.packages.map((pkg) => pkg.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) throw new ShopCompositionError(`${twice} is in the package list twice`);

  const base: CoreExtra = {
    config: options.config,
    clock: options.clock ?? systemClock,
    runtime: options.runtime ?? "browser",
    ...(options.logger !== undefined && { logger: options.logger }),
  };
  const extra = mergeExtra(base, options.packages);
  const reducer = combinePackageReducers(options.packages, options.sliceReducer);
  const preloadedState = withStoreView(options.preloadedState as Record<string, unknown> | undefined, options.config, options.packages);
  const listeners = createListenerMiddleware();
  // RTK adds these checks in development builds only; `false` drops them there too (a benchmark).
  const devChecks = options.devChecks ?? true;
  const store = configureStore({
    reducer,
    ...(preloadedState !== undefined && { preloadedState }),
    devTools: base.runtime === "browser",
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // A loaded machine should not print slow-check warnings; the checks still run.
        immutableCheck: devChecks && { warnAfter: 500 },
        serializableCheck: devChecks && { warnAfter: 500, ignoredActions: [...(options.nonSerializableActions ?? [])] },
      }).prepend(listeners.middleware),
  });

  const undo: Unsubscribe[] = [];
  const startListening = listeners.startListening as unknown as ShopStartListening;
  for (const pkg of options.packages) if (pkg.listeners) undo.push(pkg.listeners(startListening));
  const storeApi = store as unknown as PackageStoreApi;
  for (const pkg of options.packages) if (pkg.start) undo.push(pkg.start(storeApi, extra as never));

  let disposed = false;
  return {
    store: store as unknown as ShopStore<State, Extra>,
    extra: extra as unknown as Extra,
    startListening,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      for (const off of undo.reverse()) off();
      listeners.clearListeners();
    },
  };
}

/** Preloaded state with the default store view when the store has core's store context and none was given. */
function withStoreView(preloaded: Record<string, unknown> | undefined, config: ShopConfig, packages: readonly AnyShopPackage[]) {
  const hasContext = packages.some((pkg) => pkg.slices.some((slice) => slice.reducerPath === "storeContext"));
  if (!hasContext) return preloaded;
  const context = preloaded?.["storeContext"] as { storeView?: unknown } | undefined;
  if (context?.storeView) return preloaded;
  return { ...preloaded, storeContext: { customerGroup: GUEST_GROUP, ...context, storeView: defaultStoreView(config) } };
}
