export { Select, type SelectOption, type SelectProps } from "./Select";
export { moveActive, typeAheadMatch, TYPE_AHEAD_TIMEOUT_MS } from "./rules/listbox-navigation";
export {
  listboxPlacement,
  SELECT_ROW_HEIGHT,
  SELECT_MIN_VISIBLE_ROWS,
  SIZE_SELECT_MIN_VISIBLE_ROWS,
  LISTBOX_VIEWPORT_MARGIN,
  type ListboxPlacement,
  type ListboxPlacementInput,
} from "./rules/listbox-placement";
