export { MiniCart, type MiniCartProps, type MiniCartItem } from "./MiniCart";
