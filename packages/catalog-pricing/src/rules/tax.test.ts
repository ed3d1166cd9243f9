import { describe, expect, it } from "vitest";
import { fixtureTaxRules } from "../testing/fixtures";
import type { TaxRule } from "../tax-rule.schemas";
import { taxCountryOf, taxRateFor } from "./tax";

describe("tax country (commerce-core.md §5: totals need a default country, else the message is logged; PL where none is given)", () => {
  it.each([
    ["the store view's country", { defaultCountry: "NL" }, { country: "NL" }],
    ["no country → PL with the spec's message", {}, { country: "PL", warning: "Please do set the tax.defaultCountry in order to calculate totals" }],
    ["an empty country → PL with the message", { defaultCountry: "" }, { country: "PL", warning: "Please do set the tax.defaultCountry in order to calculate totals" }],
  ])("%s", (_case, tax, expected) => {
    expect(taxCountryOf({ tax: { sourcePriceIncludesTax: true, calculateServerSide: false, ...tax } }, "PL")).toEqual(expected);
  });
});

describe("tax rate from the tax rules (commerce-core.md §3 Tax rule: product/customer tax classes, rates per country and region; no region → country-wide rates only)", () => {
  const regional: TaxRule = {
    id: 2,
    priority: 1,
    product_tax_class_ids: [5],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 7, tax_country_id: "DE", tax_region_id: 80, region_name: "Bayern" },
      { rate: 9, tax_country_id: "DE", tax_region_id: 0, region_name: null },
    ],
  };
  // Spain: the Canary Islands' rate listed before the country-wide one; class 6 has only a regional rate.
  const spain: TaxRule = {
    id: 4,
    priority: 2,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 7, tax_country_id: "ES", tax_region_id: 161, region_name: "Las Palmas" },
      { rate: 21, tax_country_id: "ES", tax_region_id: 0, region_name: null },
    ],
  };
  const canaryOnly: TaxRule = { id: 5, priority: 3, product_tax_class_ids: [6], customer_tax_class_ids: [3], rates: [{ rate: 7, tax_country_id: "ES", tax_region_id: 161, region_name: "Las Palmas" }] };
  const rules = [...fixtureTaxRules, regional, spain, canaryOnly];
  it.each([
    ["garments in NL", { productTaxClassId: 2, country: "NL" }, 21],
    ["garments in DE", { productTaxClassId: "2", country: "DE" }, 19],
    ["garments in PL", { productTaxClassId: 2, country: "PL" }, 23],
    ["a country without a rate", { productTaxClassId: 2, country: "US" }, 0],
    ["tax class 0 (gift card)", { productTaxClassId: 0, country: "NL" }, 0],
    ["no tax class", { productTaxClassId: undefined, country: "NL" }, 0],
    ["a region's own rate", { productTaxClassId: 5, country: "DE", regionId: 80 }, 7],
    ["another region: the country-wide rate", { productTaxClassId: 5, country: "DE", regionId: 81 }, 9],
    ["no region: the country-wide rate, not a regional one listed first", { productTaxClassId: 2, country: "ES" }, 21],
    ["the region listed first, asked for", { productTaxClassId: 2, country: "ES", regionId: 161 }, 7],
    ["region 0 asked: the country-wide rate", { productTaxClassId: 2, country: "ES", regionId: 0 }, 21],
    ["no region and only a regional rate: no tax from that rule", { productTaxClassId: 6, country: "ES" }, 0],
    ["the customer's tax class in the rule", { productTaxClassId: 2, country: "NL", customerTaxClassId: 3 }, 21],
    ["a customer tax class outside the rule", { productTaxClassId: 2, country: "NL", customerTaxClassId: 9 }, 0],
  ])("%s → %s %%", (_case, query, rate) => {
    expect(taxRateFor(rules, query)).toBe(rate);
  });
});

describe("a rule set is prepared once: sorted once, each rate looked up once (not per product priced)", () => {
  /** The rules behind proxies that count every field read. */
  function countingRules() {
    const reads = { priority: 0, any: 0 };
    const rules = fixtureTaxRules.concat([{ id: 7, priority: 1, product_tax_class_ids: [5], customer_tax_class_ids: [3], rates: [{ rate: 9, tax_country_id: "NL", tax_region_id: 0, region_name: null }] }]).map(
      (rule) =>
        new Proxy(rule, {
          get(target, field, receiver) {
            reads.any += 1;
            if (field === "priority") reads.priority += 1;
            return Reflect.get(target, field, receiver);
          },
        }),
    );
    return { rules, reads };
  }

  it("the same query on the same rule set reads no rule again", () => {
    const { rules, reads } = countingRules();
    expect(taxRateFor(rules, { productTaxClassId: 2, country: "NL" })).toBe(21);
    const afterFirst = reads.any;
    for (let product = 0; product < 100; product += 1) expect(taxRateFor(rules, { productTaxClassId: 2, country: "NL" })).toBe(21);
    expect(reads.any).toBe(afterFirst);
  });

  it("other queries on the same rule set do not sort it again", () => {
    const { rules, reads } = countingRules();
    taxRateFor(rules, { productTaxClassId: 2, country: "NL" });
    const sortReads = reads.priority;
    expect(taxRateFor(rules, { productTaxClassId: 5, country: "NL" })).toBe(9);
    expect(taxRateFor(rules, { productTaxClassId: 2, country: "DE", customerTaxClassId: 3 })).toBe(19);
    expect(reads.priority).toBe(sortReads);
  });

  it("the cache key holds country, region, product class and customer class; a new rule set is read afresh", () => {
    const rules = structuredClone(fixtureTaxRules);
    const regional: TaxRule = { id: 3, priority: -1, product_tax_class_ids: [2], customer_tax_class_ids: [4], rates: [{ rate: 7, tax_country_id: "DE", tax_region_id: 80, region_name: "Bayern" }] };
    const withRegional = [regional, ...rules];
    expect(taxRateFor(withRegional, { productTaxClassId: 2, country: "DE", regionId: 80, customerTaxClassId: 4 })).toBe(7);
    expect(taxRateFor(withRegional, { productTaxClassId: 2, country: "DE", regionId: 81, customerTaxClassId: 4 })).toBe(0);
    expect(taxRateFor(withRegional, { productTaxClassId: 2, country: "DE", regionId: 80, customerTaxClassId: 3 })).toBe(19);
    expect(taxRateFor(withRegional, { productTaxClassId: 2, country: "DE", regionId: 80 })).toBe(7);
    expect(taxRateFor(withRegional, { productTaxClassId: "2", country: "NL" })).toBe(21);
    const raised = rules.map((rule) => ({ ...rule, rates: rule.rates.map((entry) => ({ ...entry, rate: entry.rate + 1 })) }));
    expect(taxRateFor(raised, { productTaxClassId: 2, country: "NL" })).toBe(22);
  });
});
