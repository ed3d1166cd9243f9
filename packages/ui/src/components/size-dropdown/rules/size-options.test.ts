import { configurableShirt } from "@shop/catalog-pricing/testing";
import { describe, expect, it } from "vitest";
import { sizeChoices, sizeOptionsOfProduct, sizesUnavailable, type ConfigurableProductSizes, type SizeOption } from "./size-options";

const size = (id: string, label: string, inStock = true): SizeOption => ({ id, label, type: "size_ois", inStock });

describe("size labels (presentation-content.md §5 text in parentheses is stripped, a size labelled 0 is shown as One Size: @shop/core cleanOptionLabel)", () => {
  it.each([
    ["M (48)", "M"],
    ["(48) M", "M"],
    ["W32 (slim) L34", "W32 L34"],
    ["XL (extra (large))", "XL"],
    ["  XL  ", "XL"],
    ["0 (OS)", "One Size"],
    ["0", "One Size"],
  ])("%j → %j", (raw, expected) => {
    expect(sizeChoices([size("1", raw)]).map((choice) => choice.label)).toEqual([expected]);
  });
});

describe("sizeChoices (presentation-content.md §5 size dropdown)", () => {
  const sizes = [size("1", "S"), size("2", "M (48)", false), size("3", "(n/a)"), size("4", "0"), size("5", "XL")];

  it("shows out-of-stock sizes disabled, drops empty labels and marks 0 as One Size", () => {
    expect(sizeChoices(sizes).map(({ size: option, ...choice }) => ({ id: option.id, ...choice }))).toEqual([
      { id: "1", label: "S", oneSize: false, disabled: false },
      { id: "2", label: "M", oneSize: false, disabled: true },
      { id: "4", label: "One Size", oneSize: true, disabled: false },
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

describe("sizeOptionsOfProduct (presentation-content.md §3 product card, commerce-core.md §3 configurable children)", () => {
  // The catalogue's own fixture: children carry size_ois/color_ois as fields (and in
  // custom_attributes), labels come from configurable_options. XS sold out, M disabled
  // (status 2), "(XXL)" has no child.
  it("reads the sizes of a catalogue product: in stock only when an enabled child with the size is", () => {
    expect(sizeOptionsOfProduct(configurableShirt, "size_ois")).toEqual([
      { id: "161", label: "XS", type: "size_ois", inStock: false },
      { id: "162", label: "S", type: "size_ois", inStock: true },
      { id: "163", label: "M", type: "size_ois", inStock: false },
      { id: "164", label: "L", type: "size_ois", inStock: true },
      { id: "165", label: "XL", type: "size_ois", inStock: true },
      { id: "166", label: "(XXL)", type: "size_ois", inStock: false },
    ]);
  });

  it("gives the dropdown the cleaned, sellable sizes of a catalogue product", () => {
    expect(sizeChoices(sizeOptionsOfProduct(configurableShirt, "size_ois"), { hideOutOfStock: true }).map((choice) => choice.label)).toEqual(["S", "L", "XL"]);
  });

  it("reads a child's value from custom_attributes when the field is missing, and a child without stock as in stock", () => {
    const child = { id: 1, sku: "A-S", custom_attributes: [{ attribute_code: "size_ois", value: "7" }] };
    const product = { stock: { is_in_stock: true }, configurable_options: [{ attribute_code: "size_ois", values: [{ value_index: 7, label: "S" }] }], configurable_children: [child] };
    expect(sizeOptionsOfProduct(product, "size_ois")).toEqual([{ id: "7", label: "S", type: "size_ois", inStock: true }]);
  });

  it("reads any configured size attribute, e.g. shoe_size (ProductCard sizeAttributeCode)", () => {
    const shoes: ConfigurableProductSizes = {
      stock: { is_in_stock: true },
      configurable_options: [{ attribute_code: "shoe_size", values: [{ value_index: 42, label: "42" }, { value_index: 43, label: "43" }] }],
      configurable_children: [
        { shoe_size: 42, stock: { is_in_stock: true } },
        { shoe_size: 43, stock: { is_in_stock: false } },
      ],
    };
    expect(sizeOptionsOfProduct(shoes, "shoe_size")).toEqual([
      { id: "42", label: "42", type: "shoe_size", inStock: true },
      { id: "43", label: "43", type: "shoe_size", inStock: false },
    ]);
  });

  it("uses the product's stock without children and gives nothing without the attribute", () => {
    const withoutChildren = { ...configurableShirt, configurable_children: [], stock: { ...configurableShirt.stock!, is_in_stock: false } };
    expect(sizeOptionsOfProduct(withoutChildren, "size_ois").every((option) => !option.inStock)).toBe(true);
    expect(sizeOptionsOfProduct(configurableShirt, "shoe_size")).toEqual([]);
  });
});
