import type { NotificationsState, StoreContextState } from "@shop/core";
import type { CatalogState } from "./catalog.slice";
import type { CategoryState } from "./category.slice";
import type { ProductState } from "./product.slice";

/** The part of the app's state this package reads: its three slices plus core's notifications and store context. */
export interface CatalogRootState {
  catalog: CatalogState;
  product: ProductState;
  category: CategoryState;
  notifications: NotificationsState;
  storeContext: StoreContextState;
}
