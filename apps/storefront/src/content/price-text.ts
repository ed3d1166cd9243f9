import type { CardProduct } from "@shop/ui";

/** The amount a shopper pays: the special price when it counts (positive, below the regular one), else the regular. */
export function priceDisplayOf(price: CardProduct["price"]): number {
  const { regular, special } = price;
  return typeof special === "number" && special > 0 && special < regular ? special : regular;
}
