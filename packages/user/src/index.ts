export { loginModalRequested, userLoggedIn, userLoggedOut, type LogoutReason } from "./user.actions";
export {
  USER_PERSISTED_KEYS,
  initialUserState,
  localDataLoaded,
  loyaltyTransactionOpened,
  loyaltyTransactionsLoaded,
  newsletterStatusChanged,
  orderDetailLoaded,
  ordersLoaded,
  personalCouponsLoaded,
  profileLoaded,
  sessionExpiresChanged,
  sessionStarted,
  tokensRefreshed,
  userCleared,
  userSlice,
  type OrdersPage,
  type UserRootState,
  type UserState,
} from "./user.slice";
export {
  selectAddresses,
  selectCurrentUser,
  selectIsLoggedIn,
  selectLoyalty,
  selectNewsletter,
  selectOrderDetail,
  selectOrders,
  selectSessionExpires,
  selectUserToken,
} from "./user.selectors";
export { createUserApi, type SessionGrant, type UserApi } from "./user.api";
export type { UserExtra, UserPackageExtra } from "./user.extra";
export { createUserThunk, type UserThunkConfig, type UserThunkState } from "./user.thunk";
export { userPackage } from "./user.package";
export { userSessionTokens, type UserSessionStore } from "./user-session-tokens";
export { checkSessionOnNavigation, loadProfile, login, logout, register, type NavigationSessionResult } from "./user.session";
export {
  NotLoggedInError,
  deleteAddress,
  loadAddresses,
  loadOrder,
  loadOrders,
  saveAddress,
  serverMessageOf,
  updateProfile,
  type ProfileOutcome,
} from "./user.account";
export { changePassword, createPassword, resetPassword, type PasswordOutcome } from "./user.passwords";
export { loadNewsletterStatus, subscribeNewsletter, unsubscribeNewsletter, type NewsletterOutcome } from "./user.newsletter";
export { loadLoyaltyTransaction, loadLoyaltyTransactions, loadPersonalCoupons } from "./user.loyalty";
export { USER_MESSAGES } from "./messages";

export { EDITABLE_PROFILE_FIELDS, profileUpdateBody, type EditableProfileField, type ProfileEdit } from "./rules/profile-update";
export { addressToForm, addressesWith, formToAddress, houseNumberLine, splitHouseNumberLine, type AddressForm } from "./rules/address-form";
export { isLoggedIn, sessionCheck, sessionExpiryOutcome, type SessionCheck, type SessionExpiryOutcome, type SessionFacts } from "./rules/session";

export {
  loyaltyTransactionDetailSchema,
  loyaltyTransactionListReplySchema,
  loyaltyTransactionSchema,
  personalCouponSchema,
  personalPricingClientReplySchema,
  type LoyaltyTransaction,
  type LoyaltyTransactionDetail,
  type PersonalCoupon,
  type PersonalPricingClientReply,
} from "./loyalty.schemas";
export { newsletterChangeReplySchema, newsletterStatusReplySchema } from "./newsletter-status.schemas";
export {
  ADDRESS_TYPES,
  REQUIRED_MESSAGE,
  addressDeleteRequestSchema,
  addressListReplySchema,
  addressTypeSchema,
  customerAddressInputSchema,
  customerAddressSchema,
  postalAddressSchema,
  regionSchema,
  countryIdSchema,
  type AddressDeleteRequest,
  type CustomerAddress,
  type CustomerAddressInput,
  type PostalAddress,
} from "./address.schemas";
export {
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE,
  characterClassCount,
  newPasswordSchema,
} from "./password.schemas";
export {
  EMAIL_MESSAGE,
  changePasswordRequestSchema,
  createPasswordRequestSchema,
  customerCreateRequestSchema,
  customerSchema,
  customerUpdateRequestSchema,
  customerUpdateSchema,
  emailSchema,
  loginRequestSchema,
  passwordReplySchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  tokenReplySchema,
  userSearchReplySchema,
  userSearchRequestSchema,
  type ChangePasswordRequest,
  type Customer,
  type CustomerCreateRequest,
  type CustomerUpdateRequest,
  type LoginRequest,
  type RefreshRequest,
} from "./customer.schemas";
export {
  orderHistoryEntrySchema,
  orderHistoryItemLineSchema,
  orderHistoryQuerySchema,
  orderHistoryReplySchema,
  type OrderHistoryEntry,
  type OrderHistoryReply,
} from "./order-history.schemas";
