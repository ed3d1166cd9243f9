import { childAttributeValue, cleanOptionLabel, isChildAvailable } from "@shop/core";
import type { Product } from "../product.schemas";

/**
 * presentation-content.md §5 Size dropdown: "A size labelled 0 is shown as One Size. Text
 * in parentheses is stripped from size labels." Both are @shop/core's one `cleanOptionLabel`,
 * the function @shop/ui's size dropdown and product card call, so a size reads the same in
 * the variant choices and on the card.
 */
export { cleanOptionLabel };

export interface VariantOptionValue {
  value: string;
  label: string;
  /** An available child has it (out-of-stock values are shown, disabled). */
  available: boolean;
}

export interface VariantOption {
  attribute_code: string;
  label: string;
  values: VariantOptionValue[];
}

/**
 * The choices of a configurable product: per configurable option its values with cleaned
 * labels; "Options with an empty label after cleaning are skipped in variant choices"
 * (commerce-core.md §5), and so is a value no child has. A value is available when some
 * available child has it.
 */
export function variantOptions(product: Pick<Product, "configurable_options" | "configurable_children">): VariantOption[] {
  const children = product.configurable_children ?? [];
  return (product.configurable_options ?? []).map((option) => {
    // Per value: does any child have it, does an available child have it.
    const seen = new Map<string, boolean>();
    for (const child of children) {
      const value = childAttributeValue(child, option.attribute_code);
      if (value !== undefined) seen.set(value, (seen.get(value) ?? false) || isChildAvailable(child));
    }
    const values: VariantOptionValue[] = [];
    for (const value of option.values) {
      const label = cleanOptionLabel(value.label);
      const key = String(value.value_index);
      const available = seen.get(key);
      if (label.length === 0 || (children.length > 0 && available === undefined)) continue;
      values.push({ value: key, label, available: children.length === 0 || available === true });
    }
    return { attribute_code: option.attribute_code, label: option.label, values };
  });
}
