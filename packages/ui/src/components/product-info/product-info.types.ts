import type { CardPrice } from "../product-price/rules/price-display";

/** commerce-core.md §3 type_id; §2 routes also name virtual and downloadable products. */
export type ProductTypeId = "simple" | "configurable" | "grouped" | "bundle" | "virtual" | "downloadable";

/** An associated simple product of a grouped product (commerce-core.md §3 product_links link_type associated). */
export interface GroupedItem {
  sku: string;
  name: string;
  price: CardPrice;
  inStock: boolean;
  /** The most that can be ordered (its stock), when known. */
  maxQuantity?: number | undefined;
}

/**
 * A bundle option's link (commerce-core.md §3 bundle_options product_links: id, sku, qty,
 * is_default), with the linked product's name and price the app looked up.
 */
export interface BundleLink {
  id: number | string;
  sku: string;
  name?: string | undefined;
  qty: number;
  is_default: boolean;
  /** The price of this selection (qty included), shown as given. */
  price?: number | null | undefined;
}

/** A bundle option (commerce-core.md §3 bundle_options: option_id, product_links), as @shop/catalog-pricing parses it. */
export interface BundleOptionView {
  option_id: number;
  title: string;
  /** Unless false, a selection is needed before adding. */
  required?: boolean | undefined;
  /** checkbox and multi take several links; select and radio one. */
  type?: "select" | "radio" | "checkbox" | "multi" | undefined;
  product_links: readonly BundleLink[];
}

/** commerce-core.md §4 "fixed option prices add the amount; percent options add that percentage of the price". */
export type OptionPriceType = "fixed" | "percent";

export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price: number;
  price_type: OptionPriceType;
}

/** A custom option (commerce-core.md §3 custom_options), as @shop/catalog-pricing parses it. */
export interface CustomOptionView {
  option_id: number;
  title: string;
  /** drop_down and radio show as a select, field and area as a text field; other types are not shown. */
  type: string;
  is_require: boolean;
  /** Field and area options carry their price on the option. */
  price?: number | undefined;
  price_type?: OptionPriceType | undefined;
  max_characters?: number | undefined;
  values?: readonly CustomOptionValue[] | undefined;
}
