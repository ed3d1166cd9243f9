/** presentation-content.md §3 "Product card": price with regular and special. */
export interface CardPrice {
  regular: number;
  /** A special price counts only when it is a positive number below the regular price. */
  special?: number | null;
}

export type PriceDisplay =
  | { kind: "regular"; current: number }
  | { kind: "special"; current: number; regular: number };

/** Which amounts a price shows: the special one with the regular one struck through, or the regular alone. */
export function priceDisplay(price: CardPrice): PriceDisplay {
  const { regular, special } = price;
  if (typeof special === "number" && Number.isFinite(special) && special > 0 && special < regular) {
    return { kind: "special", current: special, regular };
  }
  return { kind: "regular", current: regular };
}

/**
 * presentation-content.md §5 "Discount percentage strips - and % from the badge label":
 * "-30%" → 30. Returns null when what is left is not a positive number.
 */
export function discountFromLabel(label: string | null | undefined): number | null {
  if (label == null) return null;
  const stripped = label.replace(/[-%\u2212]/g, "").trim().replace(",", ".");
  if (stripped === "") return null;
  const value = Number(stripped);
  return Number.isFinite(value) && value > 0 && value < 100 ? value : null;
}

/**
 * The whole-number percentage a special price takes off the regular one; null without a
 * discount. At most 99: a product that still costs something is never shown "-100%".
 */
export function discountFromPrices(price: CardPrice): number | null {
  const display = priceDisplay(price);
  if (display.kind !== "special") return null;
  const percent = Math.min(99, Math.round((1 - display.current / display.regular) * 100));
  return percent > 0 ? percent : null;
}

/** The badge percentage: the feed's badge label wins (§5), else the prices give it. */
export function discountPercentage(price: CardPrice, badgeLabel?: string | null): number | null {
  if (priceDisplay(price).kind !== "special") return null;
  return discountFromLabel(badgeLabel) ?? discountFromPrices(price);
}
