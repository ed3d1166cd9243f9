/**
 * The parts of a configurable product's child (commerce-core.md §3 "configurable_children
 * (sku, id, status, stock, custom_attributes, …)") that variant choice reads. Its attribute
 * values are fields named by attribute code (`size_ois: 163`) or `custom_attributes` entries.
 */
export interface ConfigurableChildFields {
  /** 2 or more = disabled (commerce-core.md §3). */
  readonly status?: number;
  /** Missing stock counts as in stock. */
  readonly stock?: { readonly is_in_stock: boolean };
  readonly custom_attributes?: readonly { readonly attribute_code: string; readonly value: unknown }[];
}

/** The value of an attribute on a child, as text: its own field, else its custom_attributes entry. */
export function childAttributeValue(child: ConfigurableChildFields, attributeCode: string): string | undefined {
  const own = (child as Readonly<Record<string, unknown>>)[attributeCode];
  if (typeof own === "string" || typeof own === "number") return String(own);
  const custom = child.custom_attributes?.find((entry) => entry.attribute_code === attributeCode)?.value;
  return typeof custom === "string" || typeof custom === "number" ? String(custom) : undefined;
}

/** commerce-core.md §4 Variant choice: "children that are out of stock or status 2 or more are skipped". */
export function isChildAvailable(child: ConfigurableChildFields): boolean {
  if (child.status !== undefined && child.status >= 2) return false;
  return child.stock?.is_in_stock !== false;
}
