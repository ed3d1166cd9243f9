export { SizeDropdown, type SizeDropdownProps } from "./SizeDropdown";
export {
  sizeChoices,
  sizesUnavailable,
  sizeOptionsOfProduct,
  type SizeOption,
  type SizeChoice,
  type SizeChoiceOptions,
  type ConfigurableProductSizes,
  type ConfigurableChildSizes,
} from "./rules/size-options";
