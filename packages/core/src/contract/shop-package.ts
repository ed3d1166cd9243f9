import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import type { CoreExtra } from "../thunk-extra";

/** A slice as the store factory combines it (an RTK `Slice` is one). */
export interface PackageSlice {
  readonly reducerPath: string;
  // `never` state: any slice's reducer fits; the composed state is typed by the store's owner.
  readonly reducer: (state: never, action: UnknownAction) => unknown;
}

/** `startListening` of the one listener middleware of a composed store. */
export type ShopStartListening = ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, unknown, UnknownAction>>["startListening"];

/** What a package's `start` gets: the composed store, before any of the app's dispatches. */
export interface PackageStoreApi {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
}

export type Unsubscribe = () => void;

/**
 * One domain package's part of the one store (docs/package-contract.md). Every `@shop`
 * package exports one of these (`xxxPackage`, or `xxxPackage(deps)` when it takes objects the
 * app makes, such as a storage or a seam); the store factory composes them in order.
 *
 * - `needs`: the `extra` keys its thunks use that another package adds (checked at composition,
 *   with an error naming the package and the key);
 * - `extra`: builds what it adds to `extra` — its API client, caches — once per store, under
 *   one key named after the package (`extra.stock`, `extra.catalog`, `extra.urlResolver`);
 * - `listeners`: registers its listeners on the store's one listener middleware;
 * - `start`: wires the store to what lives outside it (events of the sync queue, browser
 *   connectivity) once the store exists; returns what undoes it (called by `dispose`).
 *
 * Settings are never here: they live in `ShopConfig` (one section per package), validated by
 * `createConfig` with errors by path.
 */
export interface ShopPackage<Needs extends CoreExtra = CoreExtra, Adds extends object = object> {
  /** The npm name, e.g. "@shop/stock"; unique within a store. */
  readonly name: string;
  readonly slices: readonly PackageSlice[];
  readonly needs?: readonly (keyof Needs & string)[];
  readonly extra?: (base: Needs) => Adds;
  readonly listeners?: (startListening: ShopStartListening) => Unsubscribe;
  readonly start?: (store: PackageStoreApi, extra: Needs & Adds) => Unsubscribe;
}

/** Any package, as a list of them is typed (their own `Needs` are checked when they are defined). */
export interface AnyShopPackage {
  readonly name: string;
  readonly slices: readonly PackageSlice[];
  readonly needs?: readonly string[];
  readonly extra?: (base: never) => object;
  readonly listeners?: (startListening: ShopStartListening) => Unsubscribe;
  readonly start?: (store: PackageStoreApi, extra: never) => Unsubscribe;
}

/** Declares a package; the identity, typed (the contract is checked where the package is written). */
export function defineShopPackage<Needs extends CoreExtra, Adds extends object = object>(definition: ShopPackage<Needs, Adds>): ShopPackage<Needs, Adds> {
  return definition;
}
