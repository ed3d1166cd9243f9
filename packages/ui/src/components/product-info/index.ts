export { ProductInfo, type ProductInfoProps } from "./ProductInfo";
export type { ProductTypeId, GroupedItem, BundleLink, BundleOptionView, CustomOptionView, CustomOptionValue, OptionPriceType } from "./product-info.types";
export {
  defaultBundleSelections,
  missingBundleOptions,
  missingCustomOptions,
  bundleOptionIsMultiple,
  customOptionShown,
  surchargeOf,
  SHOWN_CUSTOM_OPTION_TYPES,
  type BundleSelections,
  type CustomOptionValues,
  type Surcharge,
} from "./rules/buy-box";
