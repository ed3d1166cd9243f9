export { CartLines, type CartLinesProps } from "./CartLines";
export type { CartLineItem, CartLineMessage } from "./cart-line.types";
export { lineMessages, lineBlocksCheckout, type LineMessage } from "./rules/line-messages";
