import type { ProductOption } from "@shop/catalog-pricing";

type Scalar = string | number;

/** JSON with object keys sorted, so two spellings of one choice give one text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const byFirst = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The choice a product option makes, as the back end reads it (apps/api `lineKey`, Magento's
 * line merge): configurable options and custom options as (id, value) text pairs, a blank
 * custom value being no choice; bundle selections as (option, qty, selections). Labels, prices
 * and key order are not part of the choice.
 */
export function optionChoice(option: ProductOption | null | undefined): unknown {
  const attributes = option?.extension_attributes;
  if (!attributes) return null;
  const pair = (id: Scalar, value: Scalar): [string, string] => [String(id), String(value).trim()];
  const configurable = (attributes.configurable_item_options ?? []).map((entry) => pair(entry.option_id, entry.option_value)).sort(byFirst);
  const custom = (attributes.custom_options ?? [])
    .map((entry) => pair(entry.option_id, entry.option_value))
    .filter(([, value]) => value !== "")
    .sort(byFirst);
  const bundle = (attributes.bundle_options ?? [])
    .map((entry): [string, number, string[]] => [String(entry.option_id), entry.option_qty, entry.option_selections.map(String).sort()])
    .sort(byFirst);
  const choice = {
    ...(configurable.length > 0 && { configurable }),
    ...(custom.length > 0 && { custom }),
    ...(bundle.length > 0 && { bundle }),
  };
  return Object.keys(choice).length > 0 ? choice : null;
}

/** FNV-1a over the text: short, stable, and the same in every runtime. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The checksum of a line's options (issue "line identity"): equal for the same variant with the
 * same configurable options, bundle selections and custom options, however they were spelled;
 * different for two variants. Stored on the cart item as `checksum`.
 */
export function optionsChecksum(option: ProductOption | null | undefined): string {
  return fnv1a(stableJson(optionChoice(option)));
}

/** What makes two cart lines one: the sku (a configurable's chosen child) and the options' choice. */
export function lineIdentity(line: { sku: string; product_option?: ProductOption | null | undefined }): string {
  return stableJson([line.sku, optionChoice(line.product_option)]);
}
