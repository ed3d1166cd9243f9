import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { userLoggedOut } from "@shop/user";
import type { CartItem } from "./cart-item";
import type { CartTotals, TotalSegment } from "./totals.schemas";
import type { CartPaymentMethod, CartShippingMethod } from "./rules/default-methods";
import { lineIdentity } from "./rules/line-identity";

/** presentation-content.md §3/§4 cart edit mode: a line opened for editing its options and quantity. */
export interface CartEditMode {
  productId: number;
  qty: number;
  selectedOptions: Record<string, string | number>;
}

/** commerce-core.md §3 Cart state. */
export interface CartState {
  cartItems: CartItem[];
  /** The server cart's id (token); null: not connected. */
  cartServerToken: string | null;
  /** The server cart is a guest cart used after a refused customer token (its calls go without the token). */
  cartServerGuest: boolean;
  /** Epoch ms of the last pull-and-merge; null: never (a sync is required). */
  cartServerLastSyncDate: number | null;
  cartServerLastTotalsSyncDate: number | null;
  /** `itemsHash` of the items the server last confirmed. */
  cartItemsHash: string;
  platformTotals: CartTotals | null;
  platformTotalSegments: TotalSegment[] | null;
  couponCode: string | null;
  shippingMethods: CartShippingMethod[];
  paymentMethods: CartPaymentMethod[];
  /** The methods were refreshed for this items hash (refreshed again only when the cart changed). */
  methodsHash: string | null;
  shipping: CartShippingMethod | null;
  payment: CartPaymentMethod | null;
  /** Guest-cart fallbacks after a 401 on connect (commerce-core.md §4 Cart connect). */
  connectBypassCount: number;
  /**
   * The server cart to which a sync with the client's state forced is still owed (a remove or
   * clear whose server side got no answer): the next sync of that cart forces it. Persisted, so a
   * reload does not bring removed lines back; another cart (after a login) is not forced.
   */
  clientStateOwedTo: string | null;
  isAddingToCart: boolean;
  isMicrocartOpen: boolean;
  editMode: CartEditMode | null;
}

export const initialCartState: CartState = {
  cartItems: [],
  cartServerToken: null,
  cartServerGuest: false,
  cartServerLastSyncDate: null,
  cartServerLastTotalsSyncDate: null,
  cartItemsHash: "",
  platformTotals: null,
  platformTotalSegments: null,
  couponCode: null,
  shippingMethods: [],
  paymentMethods: [],
  methodsHash: null,
  shipping: null,
  payment: null,
  connectBypassCount: 0,
  clientStateOwedTo: null,
  isAddingToCart: false,
  isMicrocartOpen: false,
  editMode: null,
};

/**
 * The keys a browser persists (redux-persist `whitelist`): the lines, the server cart and what
 * was synced, the coupon and chosen methods, the bypass count, an owed forced sync. The adding flag, the mini cart,
 * edit mode and the method lists are this page's and refreshed.
 */
export const CART_PERSISTED_KEYS = [
  "cartItems",
  "cartServerToken",
  "cartServerGuest",
  "cartServerLastSyncDate",
  "cartServerLastTotalsSyncDate",
  "cartItemsHash",
  "platformTotals",
  "platformTotalSegments",
  "couponCode",
  "shipping",
  "payment",
  "connectBypassCount",
  "clientStateOwedTo",
] as const satisfies readonly (keyof CartState)[];

const indexOf = (state: CartState, identity: string) => state.cartItems.findIndex((item) => lineIdentity(item) === identity);

export const cartSlice = createSlice({
  name: "cart",
  initialState: initialCartState,
  reducers: {
    /** Adds a line, or joins the line with the same sku and options (one line per variant). */
    itemAdded: (state: CartState, action: PayloadAction<CartItem>) => {
      const index = indexOf(state, lineIdentity(action.payload));
      const existing = state.cartItems[index];
      if (existing) {
        existing.prev_qty = existing.qty;
        existing.qty += action.payload.qty;
      } else {
        state.cartItems.push(action.payload);
      }
    },
    /** Sets a line's quantity, keeping the previous one to restore when the server refuses it. */
    itemQtyChanged: (state: CartState, action: PayloadAction<{ identity: string; qty: number }>) => {
      const item = state.cartItems[indexOf(state, action.payload.identity)];
      if (!item || item.qty === action.payload.qty) return;
      item.prev_qty = item.qty;
      item.qty = action.payload.qty;
    },
    /** Merges fields into a line (server ids, messages, stock, totals). */
    itemUpdated: (state: CartState, action: PayloadAction<{ identity: string; changes: Partial<CartItem> }>) => {
      const item = state.cartItems[indexOf(state, action.payload.identity)];
      if (item) Object.assign(item, action.payload.changes);
    },
    itemRemoved: (state: CartState, action: PayloadAction<{ identity: string }>) => {
      state.cartItems = state.cartItems.filter((item) => lineIdentity(item) !== action.payload.identity);
    },
    /**
     * Removes the lines of a sku and, unless it is a bundle's, the lines whose parent it is
     * (commerce-core.md §4 "Removing an item by parent sku does not apply to bundles").
     */
    itemsOfSkuRemoved: (state: CartState, action: PayloadAction<{ sku: string; typeId?: string }>) => {
      const { sku, typeId } = action.payload;
      state.cartItems = state.cartItems.filter((item) => item.sku !== sku && (typeId === "bundle" || item.type_id === "bundle" || item.parentSku !== sku));
    },
    /** Drops the lines the server never confirmed (commerce-core.md §4 "delete non-confirmed"). */
    nonConfirmedItemsRemoved: (state: CartState) => {
      state.cartItems = state.cartItems.filter((item) => item.server_item_id !== undefined);
    },
    itemsLoaded: (state: CartState, action: PayloadAction<CartItem[]>) => {
      state.cartItems = action.payload;
    },
    /** The server cart (a guest's after a bypass, when `guest`), or null: disconnected. */
    serverTokenSet: {
      reducer: (state: CartState, action: PayloadAction<{ token: string | null; guest: boolean }>) => {
        state.cartServerToken = action.payload.token;
        state.cartServerGuest = action.payload.token !== null && action.payload.guest;
        if (action.payload.token === null) state.cartServerLastSyncDate = null;
      },
      prepare: (token: string | null, guest = false) => ({ payload: { token, guest } }),
    },
    /** A pull-and-merge (or a push) confirmed the items: their hash and the time. */
    syncMarked: (state: CartState, action: PayloadAction<{ hash: string; at: number; pulled: boolean }>) => {
      state.cartItemsHash = action.payload.hash;
      if (action.payload.pulled) state.cartServerLastSyncDate = action.payload.at;
    },
    totalsUpdated: (state: CartState, action: PayloadAction<{ totals: CartTotals; at: number }>) => {
      state.platformTotals = action.payload.totals;
      state.platformTotalSegments = action.payload.totals.total_segments;
      state.cartServerLastTotalsSyncDate = action.payload.at;
      state.couponCode = action.payload.totals.coupon_code ?? null;
    },
    methodsUpdated: (state: CartState, action: PayloadAction<{ shipping: CartShippingMethod[]; payment: CartPaymentMethod[]; hash: string }>) => {
      state.shippingMethods = action.payload.shipping;
      state.paymentMethods = action.payload.payment;
      state.methodsHash = action.payload.hash;
    },
    shippingChosen: (state: CartState, action: PayloadAction<CartShippingMethod | null>) => {
      state.shipping = action.payload;
    },
    paymentChosen: (state: CartState, action: PayloadAction<CartPaymentMethod | null>) => {
      state.payment = action.payload;
    },
    couponSet: (state: CartState, action: PayloadAction<string | null>) => {
      state.couponCode = action.payload;
    },
    bypassCountChanged: (state: CartState, action: PayloadAction<number>) => {
      state.connectBypassCount = action.payload;
    },
    clientStateOwedChanged: (state: CartState, action: PayloadAction<string | null>) => {
      state.clientStateOwedTo = action.payload;
    },
    addingChanged: (state: CartState, action: PayloadAction<boolean>) => {
      state.isAddingToCart = action.payload;
    },
    minicartToggled: (state: CartState, action: PayloadAction<boolean | undefined>) => {
      state.isMicrocartOpen = action.payload ?? !state.isMicrocartOpen;
    },
    editModeOpened: (state: CartState, action: PayloadAction<CartEditMode>) => {
      state.editMode = action.payload;
    },
    editModeChanged: (state: CartState, action: PayloadAction<Partial<Pick<CartEditMode, "qty" | "selectedOptions">>>) => {
      if (state.editMode) Object.assign(state.editMode, action.payload);
    },
    editModeClosed: (state: CartState) => {
      state.editMode = null;
    },
    /** Clear cart: the lines, totals and methods go; the server connection is ended by `clearCart`. */
    cartCleared: (state: CartState) => {
      state.cartItems = [];
      state.platformTotals = null;
      state.platformTotalSegments = null;
      state.couponCode = null;
      state.shipping = null;
      state.payment = null;
      state.cartItemsHash = "";
      state.methodsHash = null;
    },
  },
  extraReducers: (builder) => {
    // Logout (commerce-core.md §4): the cart is cleared here and disconnected, without a sync (the
    // server cart stays the customer's); the next add creates a guest cart.
    builder.addCase(userLoggedOut, () => initialCartState);
  },
});

export const {
  itemAdded,
  itemQtyChanged,
  itemUpdated,
  itemRemoved,
  itemsOfSkuRemoved,
  nonConfirmedItemsRemoved,
  itemsLoaded,
  serverTokenSet,
  syncMarked,
  totalsUpdated,
  methodsUpdated,
  shippingChosen,
  paymentChosen,
  couponSet,
  bypassCountChanged,
  clientStateOwedChanged,
  addingChanged,
  minicartToggled,
  editModeOpened,
  editModeChanged,
  editModeClosed,
  cartCleared,
} = cartSlice.actions;

export type CartRootState = { cart: CartState };
