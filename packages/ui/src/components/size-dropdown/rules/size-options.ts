import { childAttributeValue, cleanOptionLabel, isChildAvailable, ONE_SIZE_LABEL, type ConfigurableChildFields } from "@shop/core";

/**
 * presentation-content.md §3 "Size option: id, label, type (the attribute code)" and §5
 * "Size dropdown and add-to-cart". `inStock` says whether any sellable variant has the size.
 */
export interface SizeOption {
  id: string;
  label: string;
  /** The attribute code, e.g. "size_ois". */
  type: string;
  inStock: boolean;
}

/** A size as the dropdown shows it; `oneSize`: the label is 'One Size' (`ONE_SIZE_LABEL`), shown translated. */
export interface SizeChoice {
  size: SizeOption;
  label: string;
  oneSize: boolean;
  disabled: boolean;
}

export interface SizeChoiceOptions {
  /** §5 "Out-of-stock sizes are disabled but shown by default": true hides them instead. */
  hideOutOfStock?: boolean;
}

/**
 * The dropdown's choices (§5): labels cleaned by @shop/core `cleanOptionLabel` (parentheses
 * stripped, a size labelled 0 becomes One Size), options empty after cleaning dropped,
 * out-of-stock sizes disabled (or hidden when asked).
 */
export function sizeChoices(sizes: readonly SizeOption[], options: SizeChoiceOptions = {}): SizeChoice[] {
  const choices: SizeChoice[] = [];
  for (const size of sizes) {
    const label = cleanOptionLabel(size.label);
    if (label === "") continue;
    if (!size.inStock && options.hideOutOfStock) continue;
    choices.push({ size, label, oneSize: label === ONE_SIZE_LABEL, disabled: !size.inStock });
  }
  return choices;
}

/** §5 "The dropdown is disabled when the product is out of stock": no size can be chosen. */
export function sizesUnavailable(productInStock: boolean, choices: readonly SizeChoice[]): boolean {
  return !productInStock || choices.every((choice) => choice.disabled);
}

/**
 * A configurable child as the catalogue delivers it (commerce-core.md §3; @shop/catalog-pricing
 * `ConfigurableChild`): its attribute values are fields named by attribute code
 * (`size_ois: 163`, or whichever `sizeAttributeCode` the shop uses, e.g. `shoe_size`) and
 * entries of `custom_attributes`.
 */
export interface ConfigurableChildSizes extends ConfigurableChildFields {
  size_ois?: number | string;
  color_ois?: number | string;
  /** Any other attribute by its code; the size attribute is configurable. */
  readonly [attributeCode: string]: unknown;
}

/** The parts of a configurable product the sizes come from (presentation-content.md §3 "Product card"). */
export interface ConfigurableProductSizes {
  stock?: { is_in_stock: boolean };
  configurable_options?: readonly { attribute_code: string; values: readonly { value_index: number | string; label: string }[] }[];
  configurable_children?: readonly ConfigurableChildSizes[];
}

/**
 * Whether a value of an attribute can be sold: never while the product's own stock flag is
 * off (§5 "The dropdown is disabled when the product is out of stock"); else an available
 * child (commerce-core.md §4 Variant choice: in stock, status below 2) has it, and without
 * children the product is sellable. Returns the test for one attribute, its children read once.
 */
export function sellableValues(product: Pick<ConfigurableProductSizes, "stock" | "configurable_children">, attributeCode: string): (value: string) => boolean {
  if (product.stock?.is_in_stock === false) return () => false;
  const children = product.configurable_children ?? [];
  if (children.length === 0) return () => true;
  const sellable = new Set(children.filter(isChildAvailable).map((child) => childAttributeValue(child, attributeCode)));
  return (value) => sellable.has(value);
}

/**
 * The size options of a product: the values of its size attribute (labels as the catalogue
 * gives them; `sizeChoices` cleans them), each in stock when it can be sold (`sellableValues`).
 */
export function sizeOptionsOfProduct(product: ConfigurableProductSizes, attributeCode: string): SizeOption[] {
  const option = product.configurable_options?.find((candidate) => candidate.attribute_code === attributeCode);
  if (!option) return [];
  const inStock = sellableValues(product, attributeCode);
  return option.values.map((value) => {
    const id = String(value.value_index);
    return { id, label: value.label, type: attributeCode, inStock: inStock(id) };
  });
}
