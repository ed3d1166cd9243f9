import { describe, expect, it } from "vitest";
import type { CustomOption } from "../product.schemas";
import { configurableShirt } from "../testing/fixtures";
import { customOptionsSurcharge, optionSurcharge } from "./option-price";

// The shirt's monogram (fixed €7.50 on a field) and gift wrapping (standard, luxury box +5 %), plus a checkbox.
const options: CustomOption[] = [
  ...(configurableShirt.custom_options ?? []),
  {
    option_id: 5,
    title: "Extras",
    type: "checkbox",
    is_require: false,
    values: [
      { option_type_id: 6, title: "Express", price: 10, price_type: "percent" },
      { option_type_id: 7, title: "Card", price: 2, price_type: "fixed" },
    ],
  },
];

describe("custom option prices (commerce-core.md §4 Price rules: fixed adds the amount, percent adds that percentage of the price)", () => {
  it.each([
    [{ price: 7.5, price_type: "fixed" as const }, 100, 7.5],
    [{ price: 5, price_type: "percent" as const }, 80, 4],
    [{ price: 10, price_type: "percent" as const }, 89.95, 8.995],
    [{ price: 0, price_type: "fixed" as const }, 80, 0],
  ])("%j on %s adds %s", (option, base, surcharge) => {
    expect(optionSurcharge(base, option)).toBeCloseTo(surcharge, 10);
  });

  it.each([
    ["nothing chosen", [], 0],
    ["a monogram text (fixed on the option)", [{ option_id: 1, option_value: "JJ" }], 7.5],
    ["an empty monogram adds nothing", [{ option_id: 1, option_value: " " }], 0],
    ["the luxury box (5 % of 63.95)", [{ option_id: 2, option_value: "4" }], 3.2],
    ["the standard wrapping", [{ option_id: "2", option_value: 3 }], 0],
    ["two checkbox values", [{ option_id: 5, option_value: "6,7" }], 8.4],
    ["monogram and luxury box", [{ option_id: 1, option_value: "JJ" }, { option_id: 2, option_value: "4" }], 10.7],
    ["an unknown option adds nothing", [{ option_id: 99, option_value: "1" }], 0],
  ])("%s → %s", (_case, chosen, expected) => {
    expect(customOptionsSurcharge(options, chosen, 63.95)).toBe(expected);
  });
});
