import { COLOR } from "./attributes";
import type { ProductModel } from "./catalogue";
import { FAMILIES } from "./families";
import { drawGarment, shadowOf } from "./garments/garments";
import { detailView } from "./garments/detail";
import type { Material } from "./garments/material";
import { paintOf } from "./garments/paint";
import { studio } from "./garments/studio";

export type ProductView = "front" | "detail";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A product photograph made locally (never fetched): the garment of the product's kind in its
 * colour and cloth, lit in a studio with a floor shadow; "detail" is the cloth up close.
 * Deterministic: same product, same bytes. 600 × 744, the gallery size (commerce-core.md §9).
 */
export function productImageSvg(product: ProductModel, view: ProductView = "front"): string {
  const hex = product.colorName === null ? "#b98a55" : (COLOR[product.colorName].hex ?? "#8b8e93");
  const family = FAMILIES.find((candidate) => candidate.code === product.family);
  const material: Material = product.kind === "card" ? "paper" : (family?.material ?? "cotton");
  const paint = paintOf(hex);
  const label = escapeXml(product.name.en);
  if (view === "detail") return studio(detailView(product.kind, paint, product.family), { label, material, shadow: { cx: 300, cy: 700, rx: 0, ry: 0 } });
  return studio(drawGarment(product.kind, paint, product.family), { label, material, shadow: shadowOf(product.kind) });
}
