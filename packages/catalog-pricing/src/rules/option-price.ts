import type { CustomOption, PriceType } from "../product.schemas";
import { round2 } from "./money";

/** commerce-core.md §4: "fixed option prices add the amount; percent options add that percentage of the price." */
export function optionSurcharge(basePrice: number, option: { price: number; price_type: PriceType }): number {
  return option.price_type === "percent" ? (basePrice * option.price) / 100 : option.price;
}

/** A chosen custom option (product_option.extension_attributes.custom_options). */
export interface ChosenCustomOption {
  option_id: string | number;
  /** option_type_id of a select-like option (several joined by ","), or the text of a field. */
  option_value: string | number;
}

/**
 * What the chosen custom options add to `basePrice`: select values by option_type_id,
 * fields and areas (price on the option) when they hold text. Unknown options add nothing.
 */
export function customOptionsSurcharge(options: readonly CustomOption[] | undefined, chosen: readonly ChosenCustomOption[] | undefined, basePrice: number): number {
  let total = 0;
  for (const choice of chosen ?? []) {
    const option = options?.find((entry) => String(entry.option_id) === String(choice.option_id));
    if (option === undefined) continue;
    if (option.values !== undefined && option.values.length > 0) {
      const ids = String(choice.option_value).split(",").map((id) => id.trim());
      for (const value of option.values) if (ids.includes(String(value.option_type_id))) total += optionSurcharge(basePrice, value);
    } else if (option.price !== undefined && String(choice.option_value).trim().length > 0) {
      total += optionSurcharge(basePrice, { price: option.price, price_type: option.price_type ?? "fixed" });
    }
  }
  return round2(total);
}
