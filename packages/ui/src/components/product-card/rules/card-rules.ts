import { cleanOptionLabel } from "@shop/core";
import { sellableValues, type ConfigurableProductSizes } from "../../size-dropdown/rules/size-options";

/**
 * presentation-content.md §2 "Product cards link to the product link with a trailing slash
 * enforced": @shop/core's one `withTrailingSlash`, the rule @shop/url-resolver builds the
 * product link with, so the card links to that link (a url_path file `oxford.html` stays
 * without a slash). The card's links are product links only, so the SEO `trailingSlash`
 * setting (content and category links) does not apply to them.
 */
export { withTrailingSlash } from "@shop/core";

export interface ConfigurableCardProduct extends Pick<ConfigurableProductSizes, "stock" | "configurable_children"> {
  /** `label`, when given, is cleaned as the dropdown cleans it: a value whose label is left empty is not offered. */
  configurable_options?: readonly { attribute_code: string; values: readonly { value_index: number | string; label?: string }[] }[];
  errors?: Readonly<Record<string, string | null | undefined>> | null;
}

/**
 * The configuration the card works with: the shopper's choices plus the value of every option
 * that offers exactly one, when that value can be sold (`sellableValues`: the same test as the
 * size dropdown's stock). A catalogue product is one colour (its other colours are
 * colorrelation siblings), so its colour option has a single value the card cannot choose; a
 * sold-out or disabled only size (or any, while the product's stock flag is off), or one whose
 * label cleans to nothing, stays unchosen, so the add button stays disabled.
 */
export function chosenConfiguration(product: ConfigurableCardProduct, selected: Readonly<Record<string, string>>): Record<string, string> {
  const chosen: Record<string, string> = { ...selected };
  for (const option of product.configurable_options ?? []) {
    const [only, ...others] = option.values;
    if (chosen[option.attribute_code] || only === undefined || others.length > 0) continue;
    // commerce-core.md §4: an option whose label is empty once cleaned is skipped (the size dropdown drops it).
    if (!isOffered(only)) continue;
    const value = String(only.value_index);
    if (sellableValues(product, option.attribute_code)(value)) chosen[option.attribute_code] = value;
  }
  return chosen;
}

/**
 * §4 "The add button stays disabled until a configuration is chosen": the attribute codes,
 * in option order, that offer a choice and have none (an option without values offers none).
 */
export function missingConfiguration(product: ConfigurableCardProduct, selected: Readonly<Record<string, string>>): string[] {
  return missingFrom(product, chosenConfiguration(product, selected));
}

/**
 * `missingConfiguration` of a configuration `chosenConfiguration` already filled in, for the
 * card that needs both (internal: not exported from the package).
 */
export function missingFrom(product: ConfigurableCardProduct, chosen: Readonly<Record<string, string>>): string[] {
  return (product.configurable_options ?? []).filter((option) => option.values.length > 0 && !chosen[option.attribute_code]).map((option) => option.attribute_code);
}

/** The product's error messages (commerce-core.md §3 `errors`), empty ones left out. */
export function productErrors(product: ConfigurableCardProduct): string[] {
  return Object.values(product.errors ?? {}).filter((message): message is string => typeof message === "string" && message.trim() !== "");
}

/** A value a dropdown offers: one without a label, or whose label is not empty once cleaned (§5). */
const isOffered = (value: { label?: string }) => value.label === undefined || cleanOptionLabel(value.label) !== "";

/**
 * §5 "The dropdown is disabled when the product is out of stock": a configurable product
 * whose stock flag is off, or with an option none of whose offered values can be sold (the
 * size dropdown reads 'No sizes in stock'), can add nothing, whatever was chosen before.
 */
export function nothingToAdd(product: ConfigurableCardProduct): boolean {
  const options = (product.configurable_options ?? []).filter((option) => option.values.length > 0);
  if (options.length === 0) return false;
  if (product.stock?.is_in_stock === false) return true;
  return options.some((option) => {
    const sellable = sellableValues(product, option.attribute_code);
    return !option.values.some((value) => isOffered(value) && sellable(String(value.value_index)));
  });
}

/**
 * §5 "Add-to-cart button is disabled while adding, when a configuration is missing, or when
 * the product has errors", and while there is nothing to add (`nothingToAdd`).
 */
export function addToCartBlocked(product: ConfigurableCardProduct, selected: Readonly<Record<string, string>>, adding: boolean): boolean {
  return addToCartBlockedBy(adding, missingConfiguration(product, selected), productErrors(product), nothingToAdd(product));
}

/** `addToCartBlocked` from the parts already worked out (the card's render). */
export function addToCartBlockedBy(adding: boolean, missing: readonly string[], errors: readonly string[], soldOut: boolean): boolean {
  return adding || missing.length > 0 || errors.length > 0 || soldOut;
}
