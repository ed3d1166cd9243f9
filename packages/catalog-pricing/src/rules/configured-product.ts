import type { ConfigurableChild, Product } from "../product.schemas";
import { childAttributeValue } from "./variant-choice";

/** Fields a chosen variant lays over its configurable parent (presentation-content.md §4 size selection). */
const VARIANT_FIELDS = [
  "sku",
  "image",
  "stock",
  "tier_prices",
  "price",
  "price_incl_tax",
  "price_tax",
  "final_price",
  "final_price_incl_tax",
  "final_price_tax",
  "special_price",
  "special_price_incl_tax",
  "special_price_tax",
  "special_from_date",
  "special_to_date",
  "regular_price",
  "regular_price_incl_tax",
  "regular_price_tax",
  "original_price",
  "original_price_incl_tax",
  "original_price_tax",
  "price_is_current",
  "price_refreshed_at",
] as const;

/**
 * The product as shown after a variant choice: the parent with the variant's sku, image,
 * stock and prices, the chosen attribute values, and product_option's
 * configurable_item_options (commerce-core.md §3; presentation-content.md §4 "replaces the
 * active product's image, options, product_option and sku plus the chosen attribute value").
 */
export function configuredProduct(parent: Product, variant: ConfigurableChild): Product {
  const laid: Record<string, unknown> = {};
  for (const field of VARIANT_FIELDS) if (variant[field] !== undefined) laid[field] = variant[field];
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
