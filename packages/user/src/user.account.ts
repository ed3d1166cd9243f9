import { spawnNotification } from "@shop/core";
import { isSyncTaskError } from "@shop/sync-queue";
import type { Customer } from "./customer.schemas";
import { USER_MESSAGES } from "./messages";
import { addressesWith, type AddressForm } from "./rules/address-form";
import { profileUpdateBody, type ProfileEdit } from "./rules/profile-update";
import type { OrderHistoryEntry } from "./order-history.schemas";
import { orderDetailLoaded, ordersLoaded, profileLoaded, type OrdersPage } from "./user.slice";
import { createUserThunk } from "./user.thunk";

/** The server's message of a failed call, else the error's. */
export const serverMessageOf = (error: unknown): string =>
  isSyncTaskError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

/** No profile to change: the customer is not logged in. */
export class NotLoggedInError extends Error {
  override name = "NotLoggedInError";
  constructor() {
    super("The customer is not logged in");
  }
}

export type ProfileOutcome = { saved: true; customer: Customer } | { saved: false; message: string };

/**
 * Profile update (commerce-core.md §5, §7 POST me, queued): only firstname, lastname, email and
 * addresses change; empty date_of_birth removed, empty mobile_number '-'. Notifies 'Account data
 * has successfully been updated' or 'We could not update your account: {server message}'.
 */
export const updateProfile = createUserThunk<ProfileOutcome, ProfileEdit>("user/updateProfile", async (edit, { dispatch, getState, extra }) => {
  const current = getState().user.current;
  if (current === null) throw new NotLoggedInError();
  try {
    const customer = await extra.user.api.updateMe(profileUpdateBody(current, edit));
    dispatch(profileLoaded(customer));
    await dispatch(spawnNotification({ type: "success", message: USER_MESSAGES.profileSaved }));
    return { saved: true, customer };
  } catch (error) {
    const message = serverMessageOf(error);
    await dispatch(spawnNotification({ type: "danger", message: USER_MESSAGES.profileFailed, values: { message } }));
    return { saved: false, message };
  }
});

/** Saves one address of the account from the form shape (new without `address_id`), through the profile update. */
export const saveAddress = createUserThunk<ProfileOutcome, AddressForm>("user/saveAddress", async (form, { dispatch, getState }) => {
  const current = getState().user.current;
  if (current === null) throw new NotLoggedInError();
  return dispatch(updateProfile({ addresses: addressesWith(current.addresses, form, current) as Customer["addresses"] })).unwrap();
});

/** DELETE address (user_id, address_id), then the addresses are read again. */
export const deleteAddress = createUserThunk<undefined, { addressId: number }>("user/deleteAddress", async ({ addressId }, { dispatch, getState, extra }) => {
  const current = getState().user.current;
  if (current === null) throw new NotLoggedInError();
  await extra.user.api.deleteAddress(current.id, addressId);
  const addresses = await extra.user.api.addresses();
  dispatch(profileLoaded({ ...current, addresses }));
  return undefined;
});

/** Reads the account's addresses again (GET address). */
export const loadAddresses = createUserThunk<Customer["addresses"], undefined>("user/loadAddresses", async (_arg, { dispatch, getState, extra }) => {
  const current = getState().user.current;
  if (current === null) throw new NotLoggedInError();
  const addresses = await extra.user.api.addresses();
  dispatch(profileLoaded({ ...current, addresses }));
  return addresses;
});

/** A page of the order history (commerce-core.md §7, §9: `config.user.orderHistoryPageSize`, 20; first page 1). */
export const loadOrders = createUserThunk<OrdersPage, { page?: number } | undefined>("user/loadOrders", async (arg, { dispatch, extra }) => {
  const pageSize = extra.config.user.orderHistoryPageSize;
  const currentPage = Math.max(1, Math.trunc(arg?.page ?? 1));
  const reply = await extra.user.api.orderHistory(pageSize, currentPage);
  const page: OrdersPage = { items: reply.items, totalCount: reply.total_count, currentPage, pageSize };
  dispatch(ordersLoaded(page));
  return page;
});

/** One order of the customer's, by increment_id. */
export const loadOrder = createUserThunk<OrderHistoryEntry, { incrementId: string }>("user/loadOrder", async ({ incrementId }, { dispatch, extra }) => {
  const order = await extra.user.api.order(incrementId);
  dispatch(orderDetailLoaded(order));
  return order;
});
