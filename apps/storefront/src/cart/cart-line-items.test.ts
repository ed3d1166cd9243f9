import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { cartLineItemOf, lineMessageOf } from "./cart-line-items";

const config = createConfig({ api: { url: "http://api.test" } });
const view = Object.values(config.storeViews.views)[0]!;
const localize = (path: string) => `/en${path}`;
const image = (src: string) => `img:${src}`;
const base = { identity: "id-1", sku: "SH-1-M", parentSku: "SH-1", name: "Oxford shirt", qty: 2, type_id: "configurable", checksum: "c", price_incl_tax: 10 };

describe("lineMessageOf (commerce-core.md §8 line messages)", () => {
  it.each([
    ["a plain key stays a key", "Out of the stock!", 3, "Out of the stock!"],
    ["the salable check's message gets the quantity there is", "Only {{maxQuantity}} products of this type are available", 3, { key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 3 } }],
    ["without a known quantity it stays a key", "Only {{maxQuantity}} products of this type are available", undefined, "Only {{maxQuantity}} products of this type are available"],
  ])("%s", (_name, message, available, expected) => {
    expect(lineMessageOf(message, available)).toEqual(expected);
  });
});

describe("cartLineItemOf", () => {
  it("maps a plain line: the mini cart's item, no stock fields, not pending", () => {
    const line = cartLineItemOf(base, view, localize, image, false);
    expect(line).toMatchObject({ id: "id-1", name: "Oxford shirt", qty: 2, href: "/en/p/SH-1/oxford-shirt/SH-1-M/" });
    expect(line.price).toMatch(/20,00|20\.00/);
    expect(line).not.toHaveProperty("pending");
    expect(line).not.toHaveProperty("inStock");
    expect(line).not.toHaveProperty("errors");
    expect(line).not.toHaveProperty("maxQuantity");
  });

  it("maps stock, errors, info and pending", () => {
    const line = cartLineItemOf(
      { ...base, is_in_stock: false, available_qty: 1, errors: { stock: "Only {{maxQuantity}} products of this type are available" }, info: { stock: "In stock!" } },
      view,
      localize,
      image,
      true,
    );
    expect(line).toMatchObject({
      inStock: false,
      maxQuantity: 1,
      pending: true,
      errors: { stock: { key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 1 } } },
      info: { stock: "In stock!" },
    });
  });

  it("never lets + stop below 1 when nothing is available (the line shows its error instead)", () => {
    expect(cartLineItemOf({ ...base, available_qty: 0 }, view, localize, image, false).maxQuantity).toBe(1);
  });

  it("leaves empty message records out", () => {
    expect(cartLineItemOf({ ...base, errors: {}, info: {} }, view, localize, image, false)).not.toHaveProperty("errors");
  });
});
