import { describe, expect, it } from "vitest";
import { negativeAmount, SUMMARY_SEGMENT_ORDER, summaryRows, type CartSummarySegment } from "./summary-rows";

const segment = (code: string, value = "€ 1,00", title: string | null = code): CartSummarySegment => ({ code, title, value });

describe("cart summary rows (commerce-core.md §3 totals segments; presentation-content.md §3 order labels)", () => {
  it("orders the known segments subtotal, shipping, discount, tax, grand total whatever order they came in", () => {
    const rows = summaryRows(["grand_total", "tax", "discount", "subtotal", "shipping"].map((code) => segment(code)));
    expect(rows.map((row) => row.code)).toEqual([...SUMMARY_SEGMENT_ORDER]);
  });

  it("puts a platform's own codes after the discount, before tax and total, in the order they came", () => {
    const rows = summaryRows([segment("grand_total"), segment("gift_wrap"), segment("subtotal"), segment("tax"), segment("fee")]);
    expect(rows.map((row) => row.code)).toEqual(["subtotal", "gift_wrap", "fee", "tax", "grand_total"]);
  });

  it("gives the known codes the shop's labels (translated) and shows a platform's title for its own codes", () => {
    const rows = summaryRows([segment("subtotal", "€ 1", "Subtotal"), segment("shipping", "€ 2", "Shipping & Handling (Flat Rate)"), segment("fee", "€ 3", "Cash on delivery fee"), segment("odd", "€ 4", null)]);
    expect(rows.map(({ label, translate }) => [label, translate])).toEqual([
      ["Subtotal", true],
      ["Shipping cost", true],
      ["Cash on delivery fee", false],
      ["odd", false],
    ]);
  });

  it("marks the discount, the tax line and the grand total", () => {
    const rows = summaryRows([segment("subtotal"), segment("discount", "-€ 5,00"), segment("tax"), segment("grand_total")]);
    expect(rows.map((row) => [row.code, row.label, row.kind])).toEqual([
      ["subtotal", "Subtotal", "amount"],
      ["discount", "Discount", "discount"],
      ["tax", "Incl. tax", "tax"],
      ["grand_total", "Total", "total"],
    ]);
  });

  it("shows the discount negative", () => {
    expect(summaryRows([segment("discount", "€ 5,00")])[0]?.value).toBe("-€ 5,00");
    expect(summaryRows([segment("discount", "-€ 5,00")])[0]?.value).toBe("-€ 5,00");
  });

  it.each([
    ["a positive amount gets its minus", "€ 10,00", "-€ 10,00"],
    ["formatPrice's negative stays", "-€ 10,00", "-€ 10,00"],
    ["a minus after the sign stays", "€ -10,00", "€ -10,00"],
    ["a Unicode minus stays", "\u221210,00 €", "\u221210,00 €"],
    ["surrounding spaces go", " 5,00 € ", "-5,00 €"],
    ["nothing stays nothing", "", ""],
  ])("negativeAmount: %s", (_case, value, expected) => {
    expect(negativeAmount(value)).toBe(expected);
  });

  it("keeps an empty list empty and does not change the list it was given", () => {
    expect(summaryRows([])).toEqual([]);
    const given = [segment("grand_total"), segment("subtotal")];
    summaryRows(given);
    expect(given.map((entry) => entry.code)).toEqual(["grand_total", "subtotal"]);
  });
});
