/** The spec's English wording (i18n keys of @shop/i18n) the cart shows. */
export const CART_MESSAGES = {
  added: "Product has been added to the cart!",
  proceedToCheckout: "Proceed to checkout",
  ok: "OK",
  quantityUpdated: "Product quantity has been updated!",
  volatile: "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
  outOfStock: "The product is out of stock and cannot be added to the cart!",
  noPrice: "Product price is unknown, product cannot be added to the cart!",
  onlyAvailable: "Only {{maxQuantity}} products of this type are available",
  couponNotValid: "The coupon code isn't valid. Verify the code and try again.",
} as const;
