import { COLOR } from "./attributes";
import type { ProductModel } from "./catalogue";
import { FAMILIES } from "./families";
import { detailView } from "./garments/detail";
import { drawGarment, shadowOf } from "./garments/garments";
import type { Material } from "./garments/material";
import { paintOf } from "./garments/paint";
import { figure, studio } from "./garments/studio";

export type ProductView = "front" | "detail";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function look(product: ProductModel) {
  const hex = product.colorName === null ? "#b98a55" : (COLOR[product.colorName].hex ?? "#8b8e93");
  const family = FAMILIES.find((candidate) => candidate.code === product.family);
  const material: Material = product.kind === "card" ? "paper" : (family?.material ?? "cotton");
  return { paint: paintOf(hex), material };
}

/**
 * A product photograph made locally (never fetched): the garment of the product's kind in its
 * colour and cloth, lit in a studio with a floor shadow; "detail" is a close-up of it.
 * Deterministic: same product, same bytes. 600 × 744, the gallery size (commerce-core.md §9).
 */
export function productImageSvg(product: ProductModel, view: ProductView = "front"): string {
  const { paint, material } = look(product);
  const label = escapeXml(product.name.en);
  if (view === "detail") return studio(detailView(product.kind, paint, product.family), { label, material, shadow: { cx: 0, cy: 0, rx: 0, ry: 0 } });
  return studio(drawGarment(product.kind, paint, product.family), { label, material, shadow: shadowOf(product.kind) });
}

/** The product's garment with its floor shadow in a 600 × 744 box, for composing into other images; `prefix` keeps its ids apart. */
export function productFigure(product: ProductModel, prefix: string): string {
  const { paint, material } = look(product);
  return figure(drawGarment(product.kind, paint, product.family), material, shadowOf(product.kind), prefix);
}
