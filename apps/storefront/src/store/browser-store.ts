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
  persistor: Persistor;
  /** Resolves once the persisted slices are back (the cart, the session). */
  rehydrated: Promise<void>;
}

/**
 * The shopper's one store: the server's state hydrated, the persisted slices restored from
 * localforage (IndexedDB) by redux-persist. Calls that need the session token wait for the
 * restore (`userSessionTokens`'s `ready`), so a reload never sends a guest call for a customer.
 */
export function createBrowserStore(config: ShopConfig, stateJson: string | null): BrowserStore {
  const storage = createLocalForageStorage({ name: "shop", storeName: "state" });
  let markRehydrated = () => undefined as void;
  const rehydrated = new Promise<void>((resolve) => {
    markRehydrated = resolve;
  });
  let handle: ShopStoreHandle | undefined;
  handle = createShopStore({
    config,
    ...(stateJson !== null && { preloadedState: parseShopState(stateJson) }),
    session: userSessionTokens(() => handle?.store, () => rehydrated),
    sliceReducer: (reducerPath: string, reducer: Reducer) => {
      const whitelist = PERSISTED_SLICES[reducerPath];
      if (whitelist === undefined) return reducer;
      return persistReducer({ key: `shop:${reducerPath}`, version: 1, storage, whitelist: [...whitelist] }, reducer) as Reducer;
    },
    nonSerializableActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
  });
  const persistor = persistStore(handle.store, null, () => markRehydrated());
  registerPersistor(persistor);
  return { handle, persistor, rehydrated };
}
