import type { StockExtra } from "@shop/stock";
import type { CartApi } from "./cart.api";

/** Runs cart syncs one at a time per store: two syncs never send the same new line twice. */
export interface SyncLock {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSyncLock(): SyncLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const result = tail.then(work, work);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** What @shop/cart adds to `extra` (under `extra.cart`), built once per store by `cartPackage`. */
export interface CartPackageExtra {
  api: CartApi;
  syncLock: SyncLock;
}

/** Thunk `extra` of @shop/cart: the stock package's (sync client, stock client) plus `extra.cart`. */
export type CartExtra = StockExtra & { cart: CartPackageExtra };
