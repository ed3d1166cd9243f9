export { AddToCartButton, ADD_TO_CART_FEEDBACK_MS, type AddToCartButtonProps } from "./AddToCartButton";
export { nextAddToCartStatus, isFeedbackStatus, type AddToCartStatus, type AddToCartSignal } from "./rules/add-to-cart-status";
