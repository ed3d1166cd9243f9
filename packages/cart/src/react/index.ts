export {
  useAddToCart,
  useCartCount,
  useCartDispatch,
  useCartEditMode,
  useCartLines,
  useCartMethods,
  useCartSelector,
  useCartTotals,
  useCoupon,
  useRemoveItem,
  useShopConfig,
  useUpdateQuantity,
} from "./cart-hooks";
