import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CartPaymentMethod, CartShippingMethod } from "@shop/cart";
import { userLoggedOut } from "@shop/user";
import type { OrderReply } from "./order.schemas";
import type { PaymentReply } from "./payment.schemas";
import type { AddressDetails, OfflineOrder, PaymentDetails, PaymentState, PersonalDetails, PlacedOrder, ShippingDetails } from "./checkout.types";

/** commerce-core.md §3 Checkout state (the password in its own, never persisted key). */
export interface CheckoutState {
  order: PlacedOrder | null;
  paymentMethods: CartPaymentMethod[];
  shippingMethods: CartShippingMethod[];
  personalDetails: PersonalDetails;
  password: string;
  shippingDetails: ShippingDetails;
  /** When the shipping address was last saved: a shipping method is chosen only after (`CHECKOUT_MESSAGES.addressFirst`). */
  shippingAddressSavedAt: number | null;
  paymentDetails: PaymentDetails;
  isThankYouPage: boolean;
  modifiedAt: number | null;
  offlineOrders: OfflineOrder[];
  /** Untransmitted orders wait for the shopper's confirmation (automatic sending off). */
  offlineConfirmationOpen: boolean;
  payment: PaymentState | null;
}

export interface CheckoutRootState {
  checkout: CheckoutState;
}

const emptyAddress: AddressDetails = {
  firstName: "",
  lastName: "",
  country: "",
  streetAddress: "",
  apartmentNumber: "",
  city: "",
  state: "",
  region_id: null,
  zipCode: "",
  phoneNumber: "",
};

export const initialCheckoutState: CheckoutState = {
  order: null,
  paymentMethods: [],
  shippingMethods: [],
  personalDetails: { firstName: "", lastName: "", emailAddress: "", createAccount: false },
  password: "",
  shippingDetails: { ...emptyAddress, shippingMethod: "" },
  shippingAddressSavedAt: null,
  paymentDetails: { ...emptyAddress, company: "", taxId: "", paymentMethod: "", paymentMethodAdditional: {} },
  isThankYouPage: false,
  modifiedAt: null,
  offlineOrders: [],
  offlineConfirmationOpen: false,
  payment: null,
};

/** Logout's clearing: everything but the offline orders (never lost) and their question. */
function detailsCleared(state: CheckoutState): CheckoutState {
  return { ...initialCheckoutState, offlineOrders: state.offlineOrders, offlineConfirmationOpen: state.offlineConfirmationOpen };
}

/**
 * What a browser persists (redux-persist `whitelist`): the details, so a reload keeps a
 * half-filled checkout; the last order (the cart to restore after a failed payment, which
 * the shopper left the page for); the offline orders (never lost); the payment. Never the
 * password (its own key), the method lists (refreshed) or the confirmation flag.
 */
export const CHECKOUT_PERSISTED_KEYS = [
  "personalDetails",
  "shippingDetails",
  "shippingAddressSavedAt",
  "paymentDetails",
  "order",
  "isThankYouPage",
  "modifiedAt",
  "offlineOrders",
  "payment",
] as const satisfies readonly (keyof CheckoutState)[];

type At<T> = { details: T; at: number };

export const checkoutSlice = createSlice({
  name: "checkout",
  initialState: initialCheckoutState,
  reducers: {
    /** Saves personal details; a `password` given goes to its own key. */
    personalDetailsSaved: (state: CheckoutState, action: PayloadAction<At<Partial<PersonalDetails> & { password?: string }>>) => {
      const { password, ...details } = action.payload.details;
      Object.assign(state.personalDetails, details);
      if (password !== undefined) state.password = password;
      state.modifiedAt = action.payload.at;
    },
    /** Saves shipping details; with `addressSaved` the address counts as saved (methods may be chosen). */
    shippingDetailsSaved: (state: CheckoutState, action: PayloadAction<At<Partial<ShippingDetails>> & { addressSaved?: boolean }>) => {
      Object.assign(state.shippingDetails, action.payload.details);
      if (action.payload.addressSaved) state.shippingAddressSavedAt = action.payload.at;
      state.modifiedAt = action.payload.at;
    },
    paymentDetailsSaved: (state: CheckoutState, action: PayloadAction<At<Partial<PaymentDetails>>>) => {
      Object.assign(state.paymentDetails, action.payload.details);
      state.modifiedAt = action.payload.at;
    },
    /** Loads details from elsewhere (e.g. the customer's profile and default address) without touching modifiedAt. */
    checkoutDetailsLoaded: (state: CheckoutState, action: PayloadAction<{ personal?: Partial<PersonalDetails>; shipping?: Partial<ShippingDetails>; payment?: Partial<PaymentDetails> }>) => {
      Object.assign(state.personalDetails, action.payload.personal);
      Object.assign(state.shippingDetails, action.payload.shipping);
      Object.assign(state.paymentDetails, action.payload.payment);
    },
    /** Logout (commerce-core.md §4 "Logout … clears … checkout details"): details, password, thank-you and the in-checkout time go; offline orders stay (never lost). */
    checkoutDetailsCleared: (state: CheckoutState) => detailsCleared(state),
    methodsSet: (state: CheckoutState, action: PayloadAction<{ shipping: CartShippingMethod[]; payment: CartPaymentMethod[] }>) => {
      state.shippingMethods = action.payload.shipping;
      state.paymentMethods = action.payload.payment;
    },
    paymentMethodsSet: (state: CheckoutState, action: PayloadAction<CartPaymentMethod[]>) => {
      state.paymentMethods = action.payload;
    },
    thankYouSet: (state: CheckoutState, action: PayloadAction<boolean>) => {
      state.isThankYouPage = action.payload;
    },
    modifiedAtSet: (state: CheckoutState, action: PayloadAction<number | null>) => {
      state.modifiedAt = action.payload;
    },
    /** Place order succeeded (commerce-core.md §4): the order, the password and createAccount cleared, the thank-you page. */
    orderPlaced: (state: CheckoutState, action: PayloadAction<PlacedOrder>) => {
      state.order = action.payload;
      state.password = "";
      state.personalDetails.createAccount = false;
      state.isThankYouPage = true;
      state.payment = null;
      state.modifiedAt = action.payload.placedAt;
    },
    offlineOrderHeld: (state: CheckoutState, action: PayloadAction<OfflineOrder>) => {
      if (!state.offlineOrders.some((entry) => entry.request.order_id === action.payload.request.order_id)) state.offlineOrders.push(action.payload);
    },
    offlineOrderStatusChanged: (state: CheckoutState, action: PayloadAction<{ orderId: string; status: OfflineOrder["status"]; error?: string; transport?: OfflineOrder["transport"] }>) => {
      const entry = state.offlineOrders.find((order) => order.request.order_id === action.payload.orderId);
      if (!entry) return;
      entry.status = action.payload.status;
      if (action.payload.status === "sending") {
        entry.transport = action.payload.transport ?? "queue";
        entry.tried = true;
      } else {
        delete entry.transport;
        delete entry.placing;
      }
      if (action.payload.error === undefined) delete entry.error;
      else entry.error = action.payload.error;
    },
    /** The back end placed it: off the list; the last order gets its reply. */
    offlineOrderSent: (state: CheckoutState, action: PayloadAction<{ orderId: string; reply: OrderReply }>) => {
      state.offlineOrders = state.offlineOrders.filter((order) => order.request.order_id !== action.payload.orderId);
      if (state.order?.request.order_id === action.payload.orderId) state.order.reply = action.payload.reply;
      if (state.offlineOrders.length === 0) state.offlineConfirmationOpen = false;
    },
    /** Place order's own entry, refused by the back end: the order was not placed (the cart stays, the shopper fixes it). */
    offlineOrderDropped: (state: CheckoutState, action: PayloadAction<string>) => {
      state.offlineOrders = state.offlineOrders.filter((order) => order.request.order_id !== action.payload);
    },
    offlineOrdersCancelled: (state: CheckoutState, action: PayloadAction<string[]>) => {
      state.offlineOrders = state.offlineOrders.filter((order) => order.status === "sending" || !action.payload.includes(order.request.order_id));
      state.offlineConfirmationOpen = false;
    },
    offlineConfirmationToggled: (state: CheckoutState, action: PayloadAction<boolean>) => {
      state.offlineConfirmationOpen = action.payload;
    },
    /** The failed order's cart was given back: the order and its payment are done with (no second restore). */
    failedOrderCleared: (state: CheckoutState) => {
      state.order = null;
      state.payment = null;
    },
    paymentStarted: (state: CheckoutState, action: PayloadAction<{ orderId: string; method: string }>) => {
      state.payment = { ...action.payload, reply: null };
    },
    paymentUpdated: (state: CheckoutState, action: PayloadAction<PaymentReply>) => {
      if (state.payment?.orderId === action.payload.order_id) state.payment.reply = action.payload;
      else state.payment = { orderId: action.payload.order_id, method: state.paymentDetails.paymentMethod, reply: action.payload };
    },
  },
  // @shop/user's logout (any reason: the shopper's, inactivity, a failed refresh, another login).
  extraReducers: (builder) => builder.addCase(userLoggedOut, (state) => detailsCleared(state)),
});

export const {
  personalDetailsSaved,
  shippingDetailsSaved,
  paymentDetailsSaved,
  checkoutDetailsLoaded,
  checkoutDetailsCleared,
  methodsSet,
  paymentMethodsSet,
  thankYouSet,
  modifiedAtSet,
  orderPlaced,
  offlineOrderHeld,
  offlineOrderStatusChanged,
  offlineOrderSent,
  offlineOrderDropped,
  offlineOrdersCancelled,
  offlineConfirmationToggled,
  failedOrderCleared,
  paymentStarted,
  paymentUpdated,
} = checkoutSlice.actions;
