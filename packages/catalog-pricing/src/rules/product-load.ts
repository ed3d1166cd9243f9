import type { Product } from "../product.schemas";

/** Magento visibility 1: "Not Visible Individually" (a configurable child). */
export const NOT_VISIBLE_INDIVIDUALLY = 1;

export type ProductLoadDecision =
  | { kind: "show" }
  | { kind: "fail"; reason: "disabled" | "not-visible" }
  /** Load the configurable parent instead, with this child preselected. */
  | { kind: "load-parent"; childSku: string; parentSku: string | undefined };

/** commerce-core.md §3 / §4: status 2 or more is disabled (its load fails). */
export const isProductDisabled = (product: Pick<Product, "status">): boolean => product.status >= 2;

/**
 * commerce-core.md §4 Product load: "fails (empty result) if status is 2 or more. If
 * visibility is 1, it fails, or when direct access of configurable children is prevented,
 * the configurable parent is used."
 */
export function decideProductLoad(product: Pick<Product, "sku" | "status" | "visibility" | "parentSku">, preventConfigurableChildrenDirectAccess: boolean): ProductLoadDecision {
  if (isProductDisabled(product)) return { kind: "fail", reason: "disabled" };
  if (product.visibility !== NOT_VISIBLE_INDIVIDUALLY) return { kind: "show" };
  if (!preventConfigurableChildrenDirectAccess) return { kind: "fail", reason: "not-visible" };
  return { kind: "load-parent", childSku: product.sku, parentSku: product.parentSku };
}
