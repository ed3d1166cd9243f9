import { COLOR } from "./attributes";
import { buildCatalogue, type ProductModel } from "./catalogue";
import { FAMILIES } from "./families";
import { detailView } from "./garments/detail";
import { drawGarment, shadowOf } from "./garments/garments";
import type { Material } from "./garments/material";
import { paintOf } from "./garments/paint";
import { figure, studio } from "./garments/studio";

export type ProductView = "front" | "detail";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

let bySku: Map<string, ProductModel> | undefined;
/** A product of the catalogue by its sku or a child's sku. */
function productBySku(sku: string): ProductModel | undefined {
  if (bySku === undefined) {
    bySku = new Map();
    for (const model of buildCatalogue("2026-01-01")) {
      bySku.set(model.sku, model);
      for (const child of model.children) bySku.set(child.sku, model);
    }
  }
  return bySku.get(sku);
}

const hexOf = (product: ProductModel | undefined) => (product?.colorName == null ? undefined : COLOR[product.colorName].hex);

/** A set without a colour of its own (a sock duo, a winter set) takes its pieces' colours. */
function piecesOf(product: ProductModel): ProductModel[] {
  if (product.colorName !== null) return [];
  const skus = [...product.associated.map((item) => item.sku), ...product.bundleOptions.flatMap((option) => option.links.map((link) => link.sku))];
  return skus.map(productBySku).filter((piece): piece is ProductModel => piece !== undefined && piece.kind === product.kind);
}

function look(product: ProductModel) {
  const pieces = piecesOf(product);
  const hex = (product.colorName === null ? hexOf(pieces[0]) : COLOR[product.colorName].hex) ?? "#b98a55";
  const secondHex = hexOf(pieces[1]);
  const family = FAMILIES.find((candidate) => candidate.code === product.family);
  const material: Material = product.kind === "card" ? "paper" : (family?.material ?? "cotton");
  return { paint: paintOf(hex), material, second: secondHex === undefined || secondHex === hex ? undefined : paintOf(secondHex) };
}

/**
 * A product photograph made locally (never fetched): the garment of the product's kind in its
 * colour and cloth, lit in a studio with a floor shadow; "detail" is a close-up of it.
 * Deterministic: same product, same bytes. 600 × 744, the gallery size (commerce-core.md §9).
 */
export function productImageSvg(product: ProductModel, view: ProductView = "front"): string {
  const { paint, material, second } = look(product);
  const label = escapeXml(product.name.en);
  if (view === "detail") return studio(detailView(product.kind, paint, product.family), { label, material, shadow: { cx: 0, cy: 0, rx: 0, ry: 0 } });
  return studio(drawGarment(product.kind, paint, product.family, second), { label, material, shadow: shadowOf(product.kind) });
}

/** The product's garment with its floor shadow in a 600 × 744 box, for composing into other images; `prefix` keeps its ids apart. */
export function productFigure(product: ProductModel, prefix: string): string {
  const { paint, material, second } = look(product);
  return figure(drawGarment(product.kind, paint, product.family, second), material, shadowOf(product.kind), prefix);
}
