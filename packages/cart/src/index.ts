export {
  MAX_CART_ITEM_QTY,
  cartDeleteReplySchema,
  cartIdSchema,
  cartItemDeleteRequestSchema,
  cartItemUpdateRequestSchema,
  cartPullReplySchema,
  serverCartItemSchema,
  type CartId,
  type CartItemDeleteRequest,
  type CartItemUpdateRequest,
  type ServerCartItem,
} from "./cart-item.schemas";
export {
  TOTAL_SEGMENT_CODES,
  cartTotalsSchema,
  totalSegmentSchema,
  totalsItemOptionSchema,
  totalsItemOptionsSchema,
  totalsItemSchema,
  type CartTotals,
  type TotalSegment,
  type TotalsItem,
} from "./totals.schemas";
export {
  cartAddressSchema,
  collectTotalsRequestSchema,
  paymentMethodSchema,
  paymentMethodsReplySchema,
  shippingInformationReplySchema,
  shippingInformationRequestSchema,
  shippingMethodSchema,
  shippingMethodsReplySchema,
  shippingMethodsRequestSchema,
  type CartAddress,
  type CollectTotalsRequest,
  type PaymentMethod,
  type ShippingInformationReply,
  type ShippingInformationRequest,
  type ShippingMethod,
  type ShippingMethodsRequest,
} from "./methods.schemas";
export {
  appliedDiscountSchema,
  applyCouponRequestSchema,
  applyDiscountRequestSchema,
  couponReplySchema,
  deleteDiscountRequestSchema,
  discountReplySchema,
  type AppliedDiscount,
  type ApplyCouponRequest,
  type ApplyDiscountRequest,
} from "./coupon.schemas";

export type { CartItem, CartItemTotals } from "./cart-item";
export { createCartApi, type CartApi, type CartSession } from "./cart.api";
export { createSyncLock, type CartExtra, type CartPackageExtra, type SyncLock } from "./cart.extra";
export { cartPackage } from "./cart.package";
export {
  CART_PERSISTED_KEYS,
  addingChanged,
  bypassCountChanged,
  cartCleared,
  cartSlice,
  couponSet,
  editModeChanged,
  editModeClosed,
  editModeOpened,
  initialCartState,
  itemAdded,
  itemQtyChanged,
  itemRemoved,
  itemUpdated,
  itemsLoaded,
  itemsOfSkuRemoved,
  methodsUpdated,
  minicartToggled,
  nonConfirmedItemsRemoved,
  paymentChosen,
  serverTokenSet,
  shippingChosen,
  syncMarked,
  totalsUpdated,
  type CartEditMode,
  type CartRootState,
  type CartState,
} from "./cart.slice";
export {
  selectCartCount,
  selectCartEditMode,
  selectCartItems,
  selectCartLines,
  selectCartServerToken,
  selectCartTotalSegments,
  selectCartTotals,
  selectChosenPayment,
  selectChosenShipping,
  selectClientSubtotal,
  selectCouponCode,
  selectIsAddingToCart,
  selectIsMicrocartOpen,
  selectPaymentMethods,
  selectShippingMethods,
} from "./cart.selectors";
export { cartSessionOf, createCartThunk, type CartThunkConfig, type CartThunkState } from "./cart.thunk";
export { cartItemOfServer, connectCart, reconnectCart, syncCart, syncTotals, unlinked, type ConnectOutcome, type SyncCartArgs, type SyncOutcome } from "./cart.sync";
export { addToCart, checkCartStock, clearCart, removeItem, updateItemQty, type AddableProduct, type AddOutcome, type AddToCartArgs } from "./cart.items";
export { applyCoupon, removeCoupon, syncMethods, type CouponOutcome } from "./cart.methods";
export { authorizeCart } from "./cart.authorize";
export { CART_MESSAGES } from "./messages";

export { lineIdentity, optionChoice, optionsChecksum } from "./rules/line-identity";
export { itemsHash } from "./rules/items-hash";
export { parseQuantity } from "./rules/quantity";
export { hasKnownPrice } from "./rules/price-check";
export {
  CASH_ON_DELIVERY_CODES,
  availableShippingMethods,
  defaultPaymentMethod,
  defaultShippingMethod,
  visiblePaymentMethods,
  type CartPaymentMethod,
  type CartShippingMethod,
} from "./rules/default-methods";
export { minicartCount } from "./rules/minicart-count";
export { mergePlan, pushPlan, type ClientChange, type MergeOptions, type MergePlan, type ServerChange } from "./rules/merge-plan";
export { shouldSync, syncEnabled, type SyncConditions } from "./rules/sync-decision";
export { cartFailureOf, type CartFailure } from "./rules/failure";
