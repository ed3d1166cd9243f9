import { describe, expect, it } from "vitest";
import { filledSizeColumns, MENSWEAR_SIZE_COLUMNS } from "./size-guide";

describe("filledSizeColumns", () => {
  it.each([
    ["every column filled", [{ size: "M", values: { chest: 100, waist: 88, length: 74 } }], ["chest", "waist", "length"]],
    ["a column no row fills is left out", [{ size: "M", values: { chest: 100, length: 74 } }, { size: "L", values: { chest: 104, waist: "" } }], ["chest", "length"]],
    ["no rows, no columns", [], []],
  ] as const)("%s", (_name, rows, expected) => {
    expect(filledSizeColumns(MENSWEAR_SIZE_COLUMNS, rows).map((column) => column.key)).toEqual(expected);
  });
});
