import { createAsyncThunk, type CreateAsyncThunkFunction } from "@reduxjs/toolkit";
import type { CartThunkState } from "@shop/cart";
import type { UserState } from "@shop/user";
import type { CheckoutExtra } from "./checkout.extra";
import type { CheckoutState } from "./checkout.slice";

/** The part of the app's state the checkout reads: the cart's and its own. */
export interface CheckoutThunkState extends CartThunkState {
  checkout: CheckoutState;
  /** @shop/user's session, where the store has it (the one store does): tells a customer's order from a guest's. */
  user?: Pick<UserState, "token">;
}

export type CheckoutThunkConfig = { state: CheckoutThunkState; extra: CheckoutExtra; rejectValue: string };

/** createAsyncThunk typed with the checkout's state and `extra`; a refusal is rejected with its message (`rejectWithValue`). */
export const createCheckoutThunk: CreateAsyncThunkFunction<CheckoutThunkConfig> = createAsyncThunk.withTypes<CheckoutThunkConfig>();
