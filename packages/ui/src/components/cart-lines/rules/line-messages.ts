import type { ValidationMessage } from "../../form-fields/rules/validators";
import type { CartLineItem, CartLineMessage } from "../cart-line.types";

export interface LineMessage extends ValidationMessage {
  /** Its key in the line's map (`stock`, …): stable across renders. */
  source: string;
  tone: "error" | "info";
}

const asMessage = (message: CartLineMessage): ValidationMessage => (typeof message === "string" ? { key: message } : message);

/**
 * A line's messages in the order they show: errors first (they block the order), then info;
 * within each, the map's order. Empty texts are skipped (a store that clears a source may
 * leave `""` behind).
 */
export function lineMessages(line: Pick<CartLineItem, "errors" | "info">): LineMessage[] {
  const list = (map: CartLineItem["errors"], tone: LineMessage["tone"]): LineMessage[] =>
    Object.entries(map ?? {})
      .map(([source, message]) => ({ ...asMessage(message), source, tone }))
      .filter((message) => message.key.trim() !== "");
  return [...list(line.errors, "error"), ...list(line.info, "info")];
}

/** A line the shopper cannot order as it is: out of stock, or carrying an error. */
export function lineBlocksCheckout(line: Pick<CartLineItem, "errors" | "inStock">): boolean {
  return line.inStock === false || lineMessages({ errors: line.errors }).length > 0;
}
