import { useTranslate } from "../../text/text-context";
import { Select, type SelectOption } from "../select/Select";
import { SIZE_SELECT_MIN_VISIBLE_ROWS } from "../select/rules/listbox-placement";
import { sizeChoices, sizesUnavailable, type SizeOption } from "./rules/size-options";

export interface SizeDropdownProps {
  /** The product's sizes with their stock (see `sizeOptionsOfProduct`). */
  sizes: readonly SizeOption[];
  /** The product's own stock flag. */
  productInStock: boolean;
  /** The chosen size id, or null. */
  value: string | null;
  onChange: (size: SizeOption) => void;
  /** §5 "disabled but shown by default": true hides out-of-stock sizes instead. */
  hideOutOfStock?: boolean;
  /** Show the 'Size' label above the control (default: for screen readers only). */
  showLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * The size dropdown of presentation-content.md §5 on the select/listbox: out-of-stock sizes
 * disabled but shown (by default), a size labelled 0 shown as 'One Size', text in parentheses
 * stripped, options empty after cleaning dropped; disabled with the placeholder 'No sizes in
 * stock' when the product (or every size) is out of stock. §9: 4 rows minimum height.
 */
export function SizeDropdown({ sizes, productInStock, value, onChange, hideOutOfStock = false, showLabel = false, id, className }: SizeDropdownProps) {
  const t = useTranslate();
  const choices = sizeChoices(sizes, { hideOutOfStock });
  const unavailable = sizesUnavailable(productInStock, choices);
  const options: SelectOption[] = choices.map((choice) => ({
    value: choice.size.id,
    label: choice.oneSize ? t("One Size") : choice.label,
    disabled: choice.disabled,
  }));
  return (
    <Select
      id={id}
      className={className}
      label={t("Size")}
      hideLabel={!showLabel}
      options={options}
      value={unavailable ? null : value}
      onChange={(sizeId) => {
        const choice = choices.find((candidate) => candidate.size.id === sizeId);
        if (choice) onChange(choice.size);
      }}
      placeholder={unavailable ? t("No sizes in stock") : t("Choose your size")}
      disabled={unavailable}
      minVisibleRows={SIZE_SELECT_MIN_VISIBLE_ROWS}
    />
  );
}
