import { createShopStore, parseShopState, type ShopStoreHandle } from "@shop/store";
import type { ShopConfig } from "@shop/core";
import { createLocalForageStorage } from "@shop/sync-queue";
import { userSessionTokens } from "@shop/user";
import type { Reducer } from "@reduxjs/toolkit";
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Persistor } from "redux-persist";
import { PERSISTED_SLICES } from "./persisted-slices";
import { registerPersistor } from "./persisted-flush";

export interface BrowserStore {
  handle: ShopStoreHandle;
  /** Restores the persisted slices (call once the page is hydrated); resolves when they are back. */
  restore: () => Promise<Persistor>;
  /** Resolves once the persisted slices are back (the cart, the session). */
  rehydrated: Promise<undefined>;
}

/**
 * The shopper's one store: the server's state hydrated, the persisted slices restored from
 * localforage (IndexedDB) by redux-persist once the page is live (`restore`: restored earlier,
 * the cart badge would differ from the server's HTML). Calls that need the session token wait for the
 * restore (`userSessionTokens`'s `ready`), so a reload never sends a guest call for a customer.
 */
export function createBrowserStore(config: ShopConfig, stateJson: string | null): BrowserStore {
  const storage = createLocalForageStorage({ name: "shop", storeName: "state" });
  const restore: { done?: () => void } = {};
  const rehydrated = new Promise<undefined>((resolve) => {
    restore.done = () => resolve(undefined);
  });
  // The session seam reads the store per call; it exists by the first call.
  const built: { handle?: ShopStoreHandle } = {};
  const handle = createShopStore({
    config,
    ...(stateJson !== null && { preloadedState: parseShopState(stateJson) }),
    session: userSessionTokens(() => built.handle?.store, () => rehydrated),
    sliceReducer: (reducerPath: string, reducer: Reducer) => {
      const whitelist = PERSISTED_SLICES[reducerPath];
      if (whitelist === undefined) return reducer;
      return persistReducer({ key: `shop:${reducerPath}`, version: 1, storage, whitelist: [...whitelist] }, reducer) as Reducer;
    },
    nonSerializableActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
  });
  built.handle = handle;
  let persistor: Persistor | undefined;
  const start = async () => {
    if (persistor === undefined) {
      persistor = persistStore(handle.store, null, () => restore.done?.());
      // The checkout flushes it before leaving for the payment provider.
      registerPersistor(persistor);
    }
    await rehydrated;
    return persistor;
  };
  return { handle, restore: start, rehydrated };
}
