import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import type { ShopExtra, ShopState } from "@shop/store";

/** The shop store's dispatch as containers use it (thunks of every package). */
export type ShopStoreDispatch = ThunkDispatch<ShopState, ShopExtra, UnknownAction>;
