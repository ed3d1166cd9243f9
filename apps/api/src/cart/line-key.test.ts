import type { ProductOption } from "@shop/catalog-pricing";
import { describe, expect, it } from "vitest";
import type { CartItemRow, ResolvedLine } from "./cart-lines";
import { lineKey, sameLine } from "./line-key";

const configurable = [{ option_id: "93", option_value: 49 }, { option_id: "142", option_value: 163 }];
const resolved = (productOption: ProductOption | null): ResolvedLine => ({ sku: "SHIRT-M", parentSku: "SHIRT", productType: "configurable", name: "Shirt", productOption, stockSkus: [{ sku: "SHIRT-M", qtyPerUnit: 1 }] });
const stored = (product_option: unknown): CartItemRow => ({ id: 1, sku: "SHIRT-M", parent_sku: "SHIRT", qty: 1, product_option: product_option as ProductOption | null });
// What resolveLine keeps now: canonical entries in the definitions' order.
const canonical = resolved({ extension_attributes: { configurable_item_options: configurable, custom_options: [{ option_id: 14, option_value: 15 }, { option_id: 16, option_value: "JJ" }] } });

describe("one line per sku and options (Magento merges lines with the same), also with lines stored by older code", () => {
  it("a stored line of older code is the same line: option_id and select value as text, extra keys, an untrimmed text, another entry order, another key order", () => {
    const old = stored({
      extension_attributes: {
        custom_options: [
          { option_id: "16", option_value: " JJ ", label: "Monogram" },
          { option_value: "15", option_id: "14", label: "Cadeauverpakking", value: "Luxe doos", price: 4.5 },
        ],
        configurable_item_options: configurable,
      },
    });
    expect(sameLine(old, canonical)).toBe(true);
  });

  it("a blank optional text stored by older code is no choice: the same line as without it", () => {
    const old = stored({ extension_attributes: { configurable_item_options: configurable, custom_options: [{ option_id: 16, option_value: "  " }] } });
    expect(sameLine(old, resolved({ extension_attributes: { configurable_item_options: configurable } }))).toBe(true);
    expect(lineKey("GIFT", { extension_attributes: { custom_options: [{ option_id: 16, option_value: "" }] } })).toBe(lineKey("GIFT", null));
  });

  it.each([
    ["another select value", [{ option_id: 14, option_value: 16 }, { option_id: 16, option_value: "JJ" }]],
    ["another text", [{ option_id: 14, option_value: 15 }, { option_id: 16, option_value: "KK" }]],
    ["an option less", [{ option_id: 14, option_value: 15 }]],
  ])("%s is another line", (_case, custom_options) => {
    expect(sameLine(stored({ extension_attributes: { configurable_item_options: configurable, custom_options } }), canonical)).toBe(false);
  });

  it("another sku or another configuration is another line", () => {
    expect(lineKey("SHIRT-L", canonical.productOption)).not.toBe(lineKey("SHIRT-M", canonical.productOption));
    const otherSize = { extension_attributes: { ...canonical.productOption!.extension_attributes, configurable_item_options: [{ option_id: "93", option_value: 49 }, { option_id: "142", option_value: 164 }] } };
    expect(lineKey("SHIRT-M", otherSize)).not.toBe(lineKey("SHIRT-M", canonical.productOption));
  });
});
