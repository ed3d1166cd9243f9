import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors";
import { NOT_AVAILABLE, priceLines, REQUIRED_OPTIONS, resolveLine, TEXT_TOO_LONG, type ProductDocs } from "./cart-lines";

const link = (sku: string, qty: number, canChange: 0 | 1) => ({ id: sku.length, sku, qty, is_default: true, can_change_quantity: canChange });
const docs = [
  { sku: "BOX", id: 1, name: "Box", type_id: "bundle", status: 1, price: 30, final_price: 30, bundle_options: [
    { option_id: 1, title: "Fixed", product_links: [link("TIE", 1, 0)] },
    { option_id: 2, title: "Socks", product_links: [link("SOCK", 2, 1)] },
  ] },
  { sku: "TIE", id: 2, name: "Tie", type_id: "simple", status: 1, price: 20, final_price: 20 },
  { sku: "SOCK", id: 3, name: "Sock", type_id: "simple", status: 1, price: 5, final_price: 5 },
];
const bySku: ProductDocs = new Map(docs.map((doc) => [doc.sku, doc]));
const bundle = (...options: { option_id: number; option_qty: number; option_selections: string[] }[]) => ({ extension_attributes: { bundle_options: options } });
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
const quantities = (option: ReturnType<typeof bundle>) => resolveLine(bySku, "BOX", option).stockSkus.map((entry) => [entry.sku, entry.qtyPerUnit]);

describe("bundle selection quantities (commerce-core.md §4 Bundle price: a link's option times its qty)", () => {
  it("without selections: every option's default link at its own qty", () => {
    expect(quantities(bundle())).toEqual([["TIE", 1], ["SOCK", 2]]);
  });

  it.each([0, -3, 5])("a link that does not allow a change keeps its qty (sent %s)", (sent) => {
    expect(quantities(bundle({ option_id: 1, option_qty: sent, option_selections: ["TIE"] }))).toEqual([["TIE", 1], ["SOCK", 2]]);
  });

  it("a link that allows a change takes a positive whole quantity", () => {
    expect(quantities(bundle({ option_id: 2, option_qty: 3, option_selections: ["SOCK"] }))).toEqual([["TIE", 1], ["SOCK", 3]]);
  });

  it.each([0, -1, 1.5, 10_001])("a link that allows a change refuses option_qty %s with a field error", (sent) => {
    const refused = thrown(() => resolveLine(bySku, "BOX", bundle({ option_id: 1, option_qty: 1, option_selections: ["TIE"] }, { option_id: 2, option_qty: sent, option_selections: ["SOCK"] })));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ code: 400, result: { errors: [{ path: "cartItem.product_option.extension_attributes.bundle_options.1.option_qty" }] } });
  });
});

describe("cart lines are priced at request time (commerce-core.md §4 special price, §6 tier prices)", () => {
  // final_price as the seed wrote it on 2026-06-01, while the sale (to 2026-06-10) ran.
  const sale = { sku: "SALE", id: 9, name: "Sale shirt", type_id: "simple", status: 1, price: 100, final_price: 80, special_price: 80, special_from_date: "2026-06-01 00:00:00", special_to_date: "2026-06-10 00:00:00", tier_prices: [{ customer_group_id: 1, qty: 1, value: 95 }] };
  const saleDocs: ProductDocs = new Map([[sale.sku, sale]]);
  const item = { id: 1, sku: "SALE", parent_sku: null, qty: 1, product_option: null };
  const unitOn = (day: string, groupId = 0) => priceLines(saleDocs, [item], groupId, "NL", day)[0]?.unitPriceInclTax;

  it.each([
    ["the sale's last day (whole day, inclusive)", "2026-06-10", 0, 80],
    ["after the sale: the price, not the seeded final_price", "2026-06-11", 0, 100],
    ["after the sale, group 1: its tier price", "2026-06-11", 1, 95],
    ["during the sale, group 1: the lower special price", "2026-06-05", 1, 80],
  ])("%s", (_case, day, groupId, unit) => {
    expect(unitOn(day, groupId)).toBe(unit);
  });
});

describe("bundle lines are priced from every chosen link (commerce-core.md §4 Bundle price)", () => {
  const boxItem = { id: 1, sku: "BOX", parent_sku: null, qty: 2, product_option: bundle({ option_id: 1, option_qty: 1, option_selections: ["TIE"] }, { option_id: 2, option_qty: 2, option_selections: ["SOCK"] }) };
  const without = (sku: string) => new Map([...bySku].filter(([key]) => key !== sku));
  const withDoc = (doc: Record<string, unknown>) => new Map([...bySku, [String(doc.sku), { ...bySku.get(String(doc.sku)), ...doc }]]) as ProductDocs;

  it("a link's tier price counts from the pieces the line takes of it: line qty × link qty", () => {
    // 2 boxes × 2 socks = 4 socks reach the tier from 3 pieces (4.00); 2 alone would not.
    const tiered = withDoc({ sku: "SOCK", tier_prices: [{ customer_group_id: 32000, qty: 3, value: 4 }] });
    expect(priceLines(tiered, [boxItem], 0, "NL", "2026-06-15")[0]?.unitPriceInclTax).toBe(20 + 2 * 4);
    expect(priceLines(tiered, [{ ...boxItem, qty: 1 }], 0, "NL", "2026-06-15")[0]?.unitPriceInclTax).toBe(20 + 2 * 5);
  });

  it.each([
    ["whose product is missing", without("SOCK")],
    ["that is disabled", withDoc({ sku: "SOCK", status: 2 })],
  ])("refuses a bundle with a link %s: not sold without a part, nor priced without it", (_case, docs) => {
    expect(thrown(() => priceLines(docs, [boxItem], 0, "NL", "2026-06-15"))).toMatchObject({ message: expect.stringContaining(NOT_AVAILABLE) });
    expect(thrown(() => resolveLine(docs, "BOX", boxItem.product_option))).toMatchObject({ code: 400, message: NOT_AVAILABLE });
  });
});

describe("custom options are checked as Magento checks them (required, max_characters, once each)", () => {
  const shirt = {
    sku: "SHIRT", id: 20, name: "Shirt", type_id: "simple", status: 1, price: 50, final_price: 50,
    custom_options: [
      { option_id: 1, title: "Monogram", type: "field", is_require: false, price: 5, price_type: "fixed", max_characters: 3 },
      { option_id: 2, title: "Name tag", type: "field", is_require: true, price: 0, price_type: "fixed", max_characters: 0 },
      { option_id: 3, title: "Box", type: "drop_down", is_require: false, values: [{ option_type_id: 31, title: "Luxury", price: 10, price_type: "percent" }] },
    ],
  };
  const shirtDocs: ProductDocs = new Map([[shirt.sku, shirt]]);
  const custom = (...custom_options: { option_id: number | string; option_value: number | string }[]) => ({ extension_attributes: { custom_options } });
  const kept = (option: ReturnType<typeof custom>) => resolveLine(shirtDocs, "SHIRT", option).productOption?.extension_attributes.custom_options;
  const path = "cartItem.product_option.extension_attributes.custom_options";

  it("keeps texts trimmed, drops blank optional ones and a blank optional select; no max_characters (0) is no limit", () => {
    expect(kept(custom({ option_id: 1, option_value: " AB " }, { option_id: 2, option_value: "a long name tag" }, { option_id: 3, option_value: "" }))).toEqual([
      { option_id: 1, option_value: "AB" },
      { option_id: 2, option_value: "a long name tag" },
    ]);
    expect(kept(custom({ option_id: "1", option_value: "\t" }, { option_id: 2, option_value: "x" }))).toEqual([{ option_id: 2, option_value: "x" }]);
  });

  it("keeps one canonical form however a choice is spelt or ordered: the definition's option_id, a select's option_type_id, a text as a string, in the definitions' order", () => {
    const canonical = [{ option_id: 1, option_value: "12" }, { option_id: 2, option_value: "x" }, { option_id: 3, option_value: 31 }];
    for (const spelt of [
      custom({ option_id: 1, option_value: 12 }, { option_id: 2, option_value: "x" }, { option_id: 3, option_value: 31 }),
      custom({ option_id: "1", option_value: "12" }, { option_id: "2", option_value: "x" }, { option_id: "3", option_value: "31" }),
      custom({ option_id: 3, option_value: "31" }, { option_id: "2", option_value: " x " }, { option_id: 1, option_value: 12 }),
    ]) {
      expect(resolveLine(shirtDocs, "SHIRT", spelt).productOption).toEqual({ extension_attributes: { custom_options: canonical } });
    }
  });

  it("counts characters, not UTF-16 units: three accented or astral letters fit in 3", () => {
    expect(kept(custom({ option_id: 1, option_value: "É😀ß" }, { option_id: 2, option_value: "x" }))).toEqual([{ option_id: 1, option_value: "É😀ß" }, { option_id: 2, option_value: "x" }]);
  });

  it.each([
    ["a required text left blank", custom({ option_id: 2, option_value: "   " }), REQUIRED_OPTIONS, `${path}.0.option_value`],
    ["a required option not sent", custom({ option_id: 1, option_value: "AB" }), REQUIRED_OPTIONS, path],
    ["a text above max_characters", custom({ option_id: 2, option_value: "x" }, { option_id: 1, option_value: "ABCD" }), TEXT_TOO_LONG, `${path}.1.option_value`],
    ["an option sent twice (as number and text)", custom({ option_id: 2, option_value: "x" }, { option_id: "2", option_value: "y" }), "The request body is not valid.", `${path}.1`],
    ["an unknown option", custom({ option_id: 2, option_value: "x" }, { option_id: 9, option_value: "y" }), "The request body is not valid.", `${path}.1`],
    ["an unknown select value", custom({ option_id: 2, option_value: "x" }, { option_id: 3, option_value: 99 }), "The request body is not valid.", `${path}.1.option_value`],
  ])("refuses %s at its field", (_case, option, message, at) => {
    expect(thrown(() => resolveLine(shirtDocs, "SHIRT", option))).toMatchObject({ code: 400, result: { message, errors: [{ path: at }] } });
  });

  it("charges only what is kept: a blank optional text adds nothing", () => {
    const line = resolveLine(shirtDocs, "SHIRT", custom({ option_id: 1, option_value: "" }, { option_id: 2, option_value: "x" }));
    const [priced] = priceLines(shirtDocs, [{ id: 1, sku: "SHIRT", parent_sku: null, qty: 1, product_option: line.productOption }], 0, "NL", "2026-06-15");
    expect(priced?.unitPriceInclTax).toBe(50);
    expect(priced?.options).toEqual([{ label: "Name tag", value: "x" }]);
  });
});
