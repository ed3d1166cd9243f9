import { createAsyncThunk, type CreateAsyncThunkFunction } from "@reduxjs/toolkit";
import type { NotificationsState, StoreContextState } from "@shop/core";
import type { StockRootState } from "@shop/stock";
import type { ConnectivityState } from "@shop/sync-queue";
import type { CartSession } from "./cart.api";
import type { CartExtra } from "./cart.extra";
import type { CartState } from "./cart.slice";

/** The part of the app's state the cart reads. */
export interface CartThunkState extends StockRootState {
  cart: CartState;
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
}

export type CartThunkConfig = { state: CartThunkState; extra: CartExtra };

/** createAsyncThunk typed with the cart's state and `extra` (annotated for the declaration build). */
export const createCartThunk: CreateAsyncThunkFunction<CartThunkConfig> = createAsyncThunk.withTypes<CartThunkConfig>();

/** The cart calls' session of the state: a guest cart after a bypass goes without the customer token. */
export const cartSessionOf = (state: { cart: CartState }): CartSession => ({ guest: state.cart.cartServerGuest });
