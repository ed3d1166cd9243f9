import type { ProductOption } from "@shop/catalog-pricing";
import type { CartItemRow, ResolvedLine } from "./cart-lines";

/** JSON with object keys sorted: jsonb hands objects back with its own key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The custom options as one choice, however they were stored: `resolveLine` keeps them canonical
 * (the definition's option_id, a select's option_type_id, a text trimmed), but lines stored by
 * older code, or by an older server still running during a deploy, kept what the client sent
 * (`"14"` or `14`, extra keys such as label and price, untrimmed or blank texts, any order). One
 * option is either a select or a text, so comparing id and value as trimmed strings is exact;
 * a blank value is no choice, as `resolveLine` drops it.
 */
function customChoice(options: readonly { option_id: string | number; option_value: string | number }[]): [string, string][] {
  return options
    .map((option): [string, string] => [String(option.option_id), String(option.option_value).trim()])
    .filter(([, value]) => value !== "")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What makes a line one line: its sku and its options (Magento merges lines with the same). */
export function lineKey(sku: string, productOption: ProductOption | null): string {
  const { custom_options: custom = [], ...others } = productOption?.extension_attributes ?? {};
  const choice = customChoice(custom);
  const options = { ...others, ...(choice.length > 0 ? { custom_options: choice } : {}) };
  return stableJson([sku, Object.keys(options).length > 0 ? options : null]);
}

/** Same sku and same options: one line, as Magento merges them. */
export function sameLine(item: CartItemRow, line: ResolvedLine): boolean {
  return lineKey(item.sku, item.product_option) === lineKey(line.sku, line.productOption);
}
