import type { Attribute, Product } from "@shop/catalog-pricing";
import type { ProductDetail } from "@shop/ui";

/** The garment attributes the details list shows, in this order (commerce-core.md §3: brand_ois and further `_ois` attributes). */
export const DETAIL_ATTRIBUTES = ["brand_ois", "material_ois", "fit_ois", "wever_ois"] as const;

/** The product's attribute values with the attributes' labels (the store view's), skipping unknown ones. */
export function detailsOf(product: Product, attributes: readonly Attribute[]): ProductDetail[] {
  return DETAIL_ATTRIBUTES.flatMap((code) => {
    const raw = (product as Record<string, unknown>)[code];
    if (raw === undefined || raw === null || raw === "") return [];
    const attribute = attributes.find((entry) => entry.attribute_code === code);
    if (attribute === undefined) return [];
    const option = (attribute.options ?? []).find((entry) => entry.value === String(raw));
    const label = attribute.frontend_label ?? attribute.default_frontend_label ?? code;
    return option === undefined ? [] : [{ label, value: option.label }];
  });
}

/** The brand's name (its option label), for structured data. */
export function brandOf(product: Product, attributes: readonly Attribute[]): string | undefined {
  const brand = attributes.find((entry) => entry.attribute_code === "brand_ois");
  const raw = (product as Record<string, unknown>)["brand_ois"];
  return brand?.options?.find((option) => option.value === String(raw))?.label;
}
