export {
  useAddresses,
  useChangePassword,
  useCurrentUser,
  useIsLoggedIn,
  useLogin,
  useLogout,
  useOrders,
  useRegister,
  useSessionCheckOnNavigation,
  useUpdateProfile,
  useUserDispatch,
  useUserSelector,
} from "./user-hooks";
