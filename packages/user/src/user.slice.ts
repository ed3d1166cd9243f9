import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Customer } from "./customer.schemas";
import type { LoyaltyTransaction, LoyaltyTransactionDetail, PersonalCoupon } from "./loyalty.schemas";
import type { OrderHistoryEntry } from "./order-history.schemas";
import type { SessionGrant } from "./user.api";
import { userLoggedOut } from "./user.actions";

/** A page of the order history as loaded. */
export interface OrdersPage {
  items: OrderHistoryEntry[];
  totalCount: number;
  currentPage: number;
  pageSize: number;
}

/** commerce-core.md §3 User state, Newsletter and Loyalty. */
export interface UserState {
  token: string | null;
  refreshToken: string | null;
  groupToken: string | null;
  groupId: number | null;
  /** Epoch ms the token expires (`meta.session_expires`); null: not told. */
  sessionExpires: number | null;
  /** Epoch ms of the login. */
  sessionStartedAt: number | null;
  /** The profile and orders of this session were loaded. */
  localDataLoaded: boolean;
  current: Customer | null;
  orders: OrdersPage | null;
  /** Orders opened in detail, by increment_id. */
  orderDetails: Record<string, OrderHistoryEntry>;
  newsletter: { isSubscribed: boolean | null; email: string | null };
  loyalty: {
    transactions: LoyaltyTransaction[];
    currentTransaction: LoyaltyTransactionDetail | null;
    coupons: PersonalCoupon[];
  };
}

export const initialUserState: UserState = {
  token: null,
  refreshToken: null,
  groupToken: null,
  groupId: null,
  sessionExpires: null,
  sessionStartedAt: null,
  localDataLoaded: false,
  current: null,
  orders: null,
  orderDetails: {},
  newsletter: { isSubscribed: null, email: null },
  loyalty: { transactions: [], currentTransaction: null, coupons: [] },
};

/**
 * What a browser keeps across reloads (redux-persist `whitelist`): the session and the profile.
 * The token lives only here, in the browser's persisted state: the user slice is never in
 * @shop/store's HYDRATED_SLICES, so a server render never serialises a token.
 */
export const USER_PERSISTED_KEYS = ["token", "refreshToken", "groupToken", "groupId", "sessionExpires", "sessionStartedAt", "current"] as const satisfies readonly (keyof UserState)[];

/** Everything of the customer goes; the newsletter state too (it was the customer's e-mail). */
const cleared = (): UserState => initialUserState;

export const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    sessionStarted: (state: UserState, action: PayloadAction<SessionGrant & { at: number }>) => {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.sessionExpires = action.payload.sessionExpires;
      state.sessionStartedAt = action.payload.at;
      state.localDataLoaded = false;
    },
    /** A refreshed token (the queue's transparent refresh or the navigation's renewal). */
    tokensRefreshed: (state: UserState, action: PayloadAction<{ token: string; refreshToken?: string; sessionExpires?: number | null }>) => {
      state.token = action.payload.token;
      if (action.payload.refreshToken !== undefined) state.refreshToken = action.payload.refreshToken;
      if (action.payload.sessionExpires !== undefined && action.payload.sessionExpires !== null) state.sessionExpires = action.payload.sessionExpires;
    },
    sessionExpiresChanged: (state: UserState, action: PayloadAction<number>) => {
      if (state.token !== null) state.sessionExpires = action.payload;
    },
    profileLoaded: (state: UserState, action: PayloadAction<Customer>) => {
      state.current = action.payload;
      state.groupId = action.payload.group_id;
    },
    ordersLoaded: (state: UserState, action: PayloadAction<OrdersPage>) => {
      state.orders = action.payload;
    },
    orderDetailLoaded: (state: UserState, action: PayloadAction<OrderHistoryEntry>) => {
      state.orderDetails[action.payload.increment_id] = action.payload;
    },
    localDataLoaded: (state: UserState) => {
      state.localDataLoaded = true;
    },
    newsletterStatusChanged: (state: UserState, action: PayloadAction<{ email: string; isSubscribed: boolean }>) => {
      state.newsletter = { email: action.payload.email, isSubscribed: action.payload.isSubscribed };
    },
    loyaltyTransactionsLoaded: (state: UserState, action: PayloadAction<LoyaltyTransaction[]>) => {
      state.loyalty.transactions = action.payload;
    },
    loyaltyTransactionOpened: (state: UserState, action: PayloadAction<LoyaltyTransactionDetail | null>) => {
      state.loyalty.currentTransaction = action.payload;
    },
    personalCouponsLoaded: (state: UserState, action: PayloadAction<PersonalCoupon[]>) => {
      state.loyalty.coupons = action.payload;
    },
    /** A failed login: the customer is cleared (commerce-core.md §4). */
    userCleared: cleared,
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, cleared);
  },
});

export const {
  sessionStarted,
  tokensRefreshed,
  sessionExpiresChanged,
  profileLoaded,
  ordersLoaded,
  orderDetailLoaded,
  localDataLoaded,
  newsletterStatusChanged,
  loyaltyTransactionsLoaded,
  loyaltyTransactionOpened,
  personalCouponsLoaded,
  userCleared,
} = userSlice.actions;

export type UserRootState = { user: UserState };
