import { childAttributeValue } from "@shop/core";
import { productPriceFields, type ConfigurableChild, type Product } from "../product.schemas";

/** Fields a chosen variant lays over its configurable parent (presentation-content.md §4 size selection). */
const VARIANT_FIELDS = ["sku", "image", "stock", "price_is_current", "price_refreshed_at", ...Object.keys(productPriceFields)] as const;

/**
 * The product as shown after a variant choice: the parent with the variant's sku, image,
 * stock and prices, the chosen attribute values, and product_option's
 * configurable_item_options (commerce-core.md §3; presentation-content.md §4 "replaces the
 * active product's image, options, product_option and sku plus the chosen attribute value").
 */
export function configuredProduct(parent: Product, variant: ConfigurableChild): Product {
  const laid: Record<string, unknown> = {};
  for (const field of VARIANT_FIELDS) if ((variant as Record<string, unknown>)[field] !== undefined) laid[field] = (variant as Record<string, unknown>)[field];
  const itemOptions = (parent.configurable_options ?? []).flatMap((option) => {
    const value = childAttributeValue(variant, option.attribute_code);
    if (value === undefined) return [];
    laid[option.attribute_code] = value;
    const label = option.values.find((entry) => String(entry.value_index) === value)?.label;
    return [{ option_id: String(option.attribute_id), option_value: value, label: option.label, ...(label !== undefined && { value: label }) }];
  });
  return {
    ...parent,
    ...laid,
    parentSku: parent.parentSku ?? parent.sku,
    product_option: {
      ...parent.product_option,
      extension_attributes: { ...parent.product_option?.extension_attributes, configurable_item_options: itemOptions },
    },
  } as Product;
}

/**
 * The product as shown (commerce-core.md §4): the loaded product with the chosen variant laid
 * over it (when it is one of its children) and the product errors; null when none is loaded.
 */
export function shownProduct(original: Product | null, variantSku: string | null, errors: Record<string, string>): Product | null {
  if (original === null) return null;
  const variant = variantSku === null ? undefined : original.configurable_children?.find((child) => child.sku === variantSku);
  const shown = variant === undefined ? original : configuredProduct(original, variant);
  return { ...shown, errors: { ...errors } };
}
