export { createShopStore, type ShopStoreHandle, type ShopStoreOptions } from "./create-shop-store";
export { shopPackages, type ShopPackagesDeps } from "./shop-packages";
export type { ShopExtra, ShopState } from "./shop-state";
export {
  HYDRATED_SLICES,
  HydrationStateError,
  hydratedStateOf,
  parseShopState,
  serializeShopState,
  type HydratedShopState,
  type HydratedSlice,
} from "./hydration";
