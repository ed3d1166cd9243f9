import type { BundleOptionView, CustomOptionView } from "../product-info.types";

/** A bundle's chosen link ids by option id (strings, as form values are). */
export type BundleSelections = Readonly<Record<string, readonly string[]>>;

/** Custom option values by option id: an option_type_id for a select, the text of a field. */
export type CustomOptionValues = Readonly<Record<string, string>>;

const MULTIPLE = new Set(["checkbox", "multi"]);

/** A bundle option takes several links (checkbox, multi) or one (select, radio, unset). */
export function bundleOptionIsMultiple(option: Pick<BundleOptionView, "type">): boolean {
  return option.type !== undefined && MULTIPLE.has(option.type);
}

/**
 * The preselected bundle links (commerce-core.md §4 "the default option of each bundle
 * option (first link if none is default)", the selection the bundle price is quoted for): the
 * default links (one for a single-choice option), else the first link.
 */
export function defaultBundleSelections(options: readonly BundleOptionView[]): BundleSelections {
  const selections: Record<string, string[]> = {};
  for (const option of options) {
    const defaults = option.product_links.filter((link) => link.is_default);
    const chosen = defaults.length > 0 ? (bundleOptionIsMultiple(option) ? defaults : defaults.slice(0, 1)) : option.product_links.slice(0, 1);
    selections[String(option.option_id)] = chosen.map((link) => String(link.id));
  }
  return selections;
}

/** The titles of required bundle options (all but `required: false`) with nothing chosen. */
export function missingBundleOptions(options: readonly BundleOptionView[], selections: BundleSelections): string[] {
  return options.filter((option) => option.required !== false && (selections[String(option.option_id)] ?? []).length === 0).map((option) => option.title);
}

/** Custom option types the buy box shows: selects and text fields (the spec's custom options with values or a price). */
export const SHOWN_CUSTOM_OPTION_TYPES = ["drop_down", "radio", "field", "area"] as const;

export function customOptionShown(option: Pick<CustomOptionView, "type">): boolean {
  return (SHOWN_CUSTOM_OPTION_TYPES as readonly string[]).includes(option.type);
}

/** The titles of required custom options (is_require) the shopper left empty. */
export function missingCustomOptions(options: readonly CustomOptionView[], values: CustomOptionValues): string[] {
  return options.filter((option) => option.is_require && (values[String(option.option_id)] ?? "").trim() === "").map((option) => option.title);
}

/** A surcharge as shown next to its option: an amount (fixed) or a percentage of the price (percent); none when 0. */
export type Surcharge = { kind: "fixed"; amount: number } | { kind: "percent"; percent: number } | null;

/** commerce-core.md §4: fixed adds the amount, percent adds that percentage of the price. Shown, not summed: the app's price prop has the sum. */
export function surchargeOf(price: number | undefined, priceType: "fixed" | "percent" | undefined): Surcharge {
  if (price === undefined || !Number.isFinite(price) || price === 0) return null;
  return priceType === "percent" ? { kind: "percent", percent: price } : { kind: "fixed", amount: price };
}
