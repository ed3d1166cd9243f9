import { describe, expect, it } from "vitest";
import { cleanSizeLabel, sizeChoices, sizeOptionsOfProduct, sizesUnavailable, type SizeOption } from "./size-options";

const size = (id: string, label: string, inStock = true): SizeOption => ({ id, label, type: "size_ois", inStock });

describe("cleanSizeLabel (presentation-content.md §5 text in parentheses is stripped)", () => {
  it.each([
    ["M", "M"],
    ["M (48)", "M"],
    ["(48) M", "M"],
    ["W32 (slim) L34", "W32 L34"],
    ["  XL  ", "XL"],
    ["(one size)", ""],
    ["()", ""],
    ["", ""],
    ["0", "0"],
    ["0 (OS)", "0"],
    ["XL (extra (large))", "XL"],
    ["L (open", "L open"],
  ])("%j → %j", (raw, expected) => {
    expect(cleanSizeLabel(raw)).toBe(expected);
  });
});

describe("sizeChoices (presentation-content.md §5 size dropdown)", () => {
  const sizes = [size("1", "S"), size("2", "M (48)", false), size("3", "(n/a)"), size("4", "0"), size("5", "XL")];

  it("shows out-of-stock sizes disabled, drops empty labels and marks 0 as One Size", () => {
    expect(sizeChoices(sizes).map(({ size: option, ...choice }) => ({ id: option.id, ...choice }))).toEqual([
      { id: "1", label: "S", oneSize: false, disabled: false },
      { id: "2", label: "M", oneSize: false, disabled: true },
      { id: "4", label: "0", oneSize: true, disabled: false },
      { id: "5", label: "XL", oneSize: false, disabled: false },
    ]);
  });

  it("hides out-of-stock sizes when configured to", () => {
    expect(sizeChoices(sizes, { hideOutOfStock: true }).map((choice) => choice.size.id)).toEqual(["1", "4", "5"]);
  });

  it.each([
    ["product out of stock", false, [size("1", "S")], true],
    ["every size out of stock", true, [size("1", "S", false)], true],
    ["no sizes at all", true, [], true],
    ["a size in stock", true, [size("1", "S", false), size("2", "M")], false],
  ] as const)("sizesUnavailable: %s → %s", (_case, inStock, options, expected) => {
    expect(sizesUnavailable(inStock, sizeChoices(options))).toBe(expected);
  });
});

describe("sizeOptionsOfProduct", () => {
  const product = {
    stock: { is_in_stock: true },
    configurable_options: [
      { attribute_code: "color_ois", values: [{ value_index: 9, label: "Navy" }] },
      {
        attribute_code: "size_ois",
        values: [
          { value_index: 1, label: "S" },
          { value_index: 2, label: "M" },
          { value_index: 3, label: "L" },
        ],
      },
    ],
    configurable_children: [
      { stock: { is_in_stock: true }, attributes: { size_ois: 1, color_ois: 9 } },
      { stock: { is_in_stock: false }, attributes: { size_ois: 2, color_ois: 9 } },
      { status: 2, stock: { is_in_stock: true }, attributes: { size_ois: 3, color_ois: 9 } },
    ],
  };

  it("marks a size in stock only when an enabled child with it is in stock", () => {
    expect(sizeOptionsOfProduct(product, "size_ois")).toEqual([
      { id: "1", label: "S", type: "size_ois", inStock: true },
      { id: "2", label: "M", type: "size_ois", inStock: false },
      { id: "3", label: "L", type: "size_ois", inStock: false },
    ]);
  });

  it("uses the product's stock without children and gives nothing without the attribute", () => {
    expect(sizeOptionsOfProduct({ ...product, configurable_children: [], stock: { is_in_stock: false } }, "size_ois").every((option) => !option.inStock)).toBe(true);
    expect(sizeOptionsOfProduct(product, "shoe_size")).toEqual([]);
  });
});
