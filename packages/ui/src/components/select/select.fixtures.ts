import type { SelectOption } from "./Select";

/** Colours for stories and tests: Brown is disabled, to show skipping. */
export const COLOUR_OPTIONS: SelectOption[] = [
  { value: "black", label: "Black" },
  { value: "blue", label: "Blue" },
  { value: "brown", label: "Brown", disabled: true },
  { value: "green", label: "Green" },
  { value: "grey", label: "Grey" },
  { value: "navy", label: "Navy" },
];
