import { createAsyncThunk, type CreateAsyncThunkFunction } from "@reduxjs/toolkit";
import type { NotificationsState, StoreContextState } from "@shop/core";
import type { ConnectivityState } from "@shop/sync-queue";
import type { UserExtra } from "./user.extra";
import type { UserState } from "./user.slice";

/** The part of the app's state the user package reads. */
export interface UserThunkState {
  user: UserState;
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
}

export type UserThunkConfig = { state: UserThunkState; extra: UserExtra };

/** createAsyncThunk typed with the user's state and `extra` (annotated for the declaration build). */
export const createUserThunk: CreateAsyncThunkFunction<UserThunkConfig> = createAsyncThunk.withTypes<UserThunkConfig>();
