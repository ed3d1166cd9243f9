import type { ThunkAction, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useCallback, useEffect, useMemo } from "react";
import { useDispatch, useSelector } from "react-redux";
import type { CustomerCreateRequest } from "../customer.schemas";
import type { AddressForm } from "../rules/address-form";
import { addressToForm } from "../rules/address-form";
import type { ProfileEdit } from "../rules/profile-update";
import { deleteAddress, loadOrders, saveAddress, updateProfile } from "../user.account";
import type { UserExtra } from "../user.extra";
import { changePassword } from "../user.passwords";
import { selectAddresses, selectCurrentUser, selectIsLoggedIn, selectOrders } from "../user.selectors";
import { checkSessionOnNavigation, login, logout, register } from "../user.session";
import type { UserThunkState } from "../user.thunk";

type UserDispatch = ThunkDispatch<UserThunkState, UserExtra, UnknownAction>;

/** `useDispatch` typed for the user's thunks (react-redux 9). */
export const useUserDispatch = useDispatch.withTypes<UserDispatch>();
/** `useSelector` typed for the state the user package reads. */
export const useUserSelector = useSelector.withTypes<UserThunkState>();

/** The store's clock, read through a thunk (no provider of its own). */
const readClock = (): ThunkAction<UserExtra["clock"], UserThunkState, UserExtra, UnknownAction> => (_dispatch, _getState, extra) => extra.clock;

/** Login: `(username, password) => Promise<Customer>` (rejects on failure; the user is cleared). */
export function useLogin() {
  const dispatch = useUserDispatch();
  return useCallback((username: string, password: string) => dispatch(login({ username, password })).unwrap(), [dispatch]);
}

export function useRegister() {
  const dispatch = useUserDispatch();
  return useCallback((request: CustomerCreateRequest) => dispatch(register(request)).unwrap(), [dispatch]);
}

export function useLogout() {
  const dispatch = useUserDispatch();
  return useCallback(() => dispatch(logout()).unwrap(), [dispatch]);
}

export function useCurrentUser() {
  return useUserSelector(selectCurrentUser);
}

/**
 * Logged in: a token, a non-expired session (by the store's clock) and a profile. Read again on
 * each store change; an expiry with no change in between shows at the next navigation's check.
 */
export function useIsLoggedIn(): boolean {
  const dispatch = useUserDispatch();
  const clock = useMemo(() => dispatch(readClock()), [dispatch]);
  return useUserSelector((state) => selectIsLoggedIn(state, clock.now()));
}

/** The session check of a navigation: call it with the route's path whenever it changes. */
export function useSessionCheckOnNavigation(path: string, inCheckout = false) {
  const dispatch = useUserDispatch();
  useEffect(() => {
    void dispatch(checkSessionOnNavigation({ inCheckout }));
  }, [dispatch, path, inCheckout]);
}

/** The loaded page of the order history and a loader of another page. */
export function useOrders() {
  const dispatch = useUserDispatch();
  const orders = useUserSelector(selectOrders);
  const loadPage = useCallback((page: number) => dispatch(loadOrders({ page })).unwrap(), [dispatch]);
  return { orders, loadPage };
}

/** The account's addresses in the form shape, with save and delete. */
export function useAddresses() {
  const dispatch = useUserDispatch();
  const addresses = useUserSelector(selectAddresses);
  const forms = useMemo(() => addresses.map(addressToForm), [addresses]);
  const save = useCallback((form: AddressForm) => dispatch(saveAddress(form)).unwrap(), [dispatch]);
  const remove = useCallback((addressId: number) => dispatch(deleteAddress({ addressId })).unwrap(), [dispatch]);
  return { addresses: forms, save, remove };
}

export function useUpdateProfile() {
  const dispatch = useUserDispatch();
  return useCallback((edit: ProfileEdit) => dispatch(updateProfile(edit)).unwrap(), [dispatch]);
}

export function useChangePassword() {
  const dispatch = useUserDispatch();
  return useCallback((currentPassword: string, newPassword: string) => dispatch(changePassword({ currentPassword, newPassword })).unwrap(), [dispatch]);
}
