export { SizeDropdown, type SizeDropdownProps } from "./SizeDropdown";
export {
  cleanSizeLabel,
  sizeChoices,
  sizesUnavailable,
  sizeOptionsOfProduct,
  type SizeOption,
  type SizeChoice,
  type SizeChoiceOptions,
  type ConfigurableProductSizes,
} from "./rules/size-options";
