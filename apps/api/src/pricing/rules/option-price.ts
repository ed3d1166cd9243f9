export interface PricedOption {
  price: number;
  price_type: "fixed" | "percent";
}

/** commerce-core.md §4: "fixed option prices add the amount; percent options add that percentage of the price." */
export function optionSurcharge(basePrice: number, option: PricedOption): number {
  return option.price_type === "percent" ? (basePrice * option.price) / 100 : option.price;
}
