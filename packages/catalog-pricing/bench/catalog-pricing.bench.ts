// Throughput of the price and variant rules (pnpm bench). Prints numbers; asserts nothing about time.
//   1. price computation for 10,000 products: client-side tax, special price with dates, tier
//      price of a group, custom options; plus grouped and bundle sums over those products;
//   2. the same prices with the rate read from seeded-like tax rules (priceSettingsFor's rateFor:
//      several rules, product classes and customer classes, regional rates) in NL and DE;
//   3. variant choice over a configurable product with 200 children.
import { performance } from "node:perf_hooks";
import {
  applyProductPrices,
  bundlePrice,
  chooseVariant,
  customOptionsSurcharge,
  groupedPrice,
  taxRateFor,
  variantOptions,
  type ConfigurableChild,
  type Product,
  type ProductPriceSettings,
  type TaxRule,
} from "../src/index";
import { configurableShirt } from "../src/testing/index";

const PRODUCTS = 10_000;
const ROUNDS = 20;
const CHILDREN = 200;
const CHOICES = 100_000;

function makeProduct(index: number): Product {
  const price = 20 + (index % 180) + 0.95;
  return {
    id: index,
    sku: `SKU-${index}`,
    name: `Product ${index}`,
    type_id: "simple",
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    price,
    special_price: index % 3 === 0 ? price * 0.8 : null,
    special_from_date: index % 2 === 0 ? "2024-01-01 00:00:00" : null,
    special_to_date: index % 5 === 0 ? "2020-12-31" : "2099-12-31 23:59:59",
    tier_prices: [
      { customer_group_id: 1, qty: 1, value: price * 0.95 },
      { customer_group_id: 32000, qty: 3, value: price * 0.9 },
    ],
    custom_options: configurableShirt.custom_options,
  };
}

const products = Array.from({ length: PRODUCTS }, (_, index) => makeProduct(index));
const settings: ProductPriceSettings = {
  calculateServerSide: false,
  sourcePriceIncludesTax: false,
  today: "2026-06-15",
  tierGroupId: 1,
  rateFor: (taxClassId) => (Number(taxClassId) === 2 ? 21 : 0),
};
const chosenOptions = [
  { option_id: 1, option_value: "JJ" },
  { option_id: 2, option_value: "4" },
];

function timeRounds(rounds: number, run: () => number): { msPerRound: number; sink: number } {
  let sink = 0;
  for (let round = 0; round < 3; round += 1) sink += run(); // warm-up
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) sink += run();
  return { msPerRound: (performance.now() - started) / rounds, sink };
}

const priced = timeRounds(ROUNDS, () => {
  let total = 0;
  for (const product of products) {
    const result = applyProductPrices(product, settings);
    total += (result.final_price_incl_tax ?? 0) + customOptionsSurcharge(result.custom_options, chosenOptions, result.final_price_incl_tax ?? 0);
  }
  return total;
});

// Seeded-like tax rules: the demo shop's standard rate (apps/api seed) plus reduced, children's
// wear and zero-rated rules, a B2B customer class and German regional rates; lowest priority first.
const rate = (tax_country_id: string, value: number, tax_region_id = 0) => ({ rate: value, tax_country_id, tax_region_id, region_name: null });
const taxRules: TaxRule[] = [
  { id: 1, code: "Standard rate", priority: 0, position: 0, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [rate("NL", 21), rate("BE", 21), rate("DE", 19), rate("FR", 20), rate("PL", 23)] },
  { id: 2, code: "Reduced rate", priority: 1, position: 0, product_tax_class_ids: [5, 6], customer_tax_class_ids: [3, 4], rates: [rate("NL", 9), rate("BE", 6), rate("DE", 7), rate("FR", 5.5), rate("PL", 8)] },
  { id: 3, code: "Children's wear", priority: 1, position: 1, product_tax_class_ids: [7], customer_tax_class_ids: [3], rates: [rate("NL", 21), rate("BE", 6), rate("DE", 19), rate("FR", 20), rate("PL", 5)] },
  { id: 4, code: "B2B standard", priority: 2, position: 0, product_tax_class_ids: [2, 7], customer_tax_class_ids: [4], rates: [rate("NL", 21), rate("DE", 19), rate("DE", 19, 80), rate("FR", 20)] },
  { id: 5, code: "Regional DE", priority: 3, position: 0, product_tax_class_ids: [2, 5, 7], customer_tax_class_ids: [3, 4], rates: [rate("DE", 19, 80), rate("DE", 19, 91), rate("DE", 16, 82)] },
  { id: 6, code: "Zero rate", priority: 4, position: 0, product_tax_class_ids: [8], customer_tax_class_ids: [3, 4], rates: ["NL", "BE", "DE", "FR", "PL"].map((country) => rate(country, 0)) },
];
const TAX_CLASSES = [2, 2, 2, 5, 6, 7, 8, 0];
const taxedProducts = products.map((product, index) => ({ ...product, tax_class_id: TAX_CLASSES[index % TAX_CLASSES.length] }));
const pricedWithRules = (country: string) =>
  timeRounds(ROUNDS, () => {
    // As priceSettingsFor builds it: the store view's country, the rules from state.
    const withRules: ProductPriceSettings = { ...settings, rateFor: (taxClassId) => taxRateFor(taxRules, { productTaxClassId: taxClassId, country }) };
    let total = 0;
    for (const product of taxedProducts) total += applyProductPrices(product, withRules).final_price_incl_tax ?? 0;
    return total;
  });
const LOOKUPS = 200_000;
const rateLookups = timeRounds(5, () => {
  let total = 0;
  for (let index = 0; index < LOOKUPS; index += 1) {
    const customerTaxClassId = index % 4 === 0 ? 4 : 3;
    total += taxRateFor(taxRules, { productTaxClassId: TAX_CLASSES[index % TAX_CLASSES.length], country: index % 2 === 0 ? "DE" : "NL", regionId: index % 3 === 0 ? 80 : 0, customerTaxClassId });
  }
  return total;
});
const pricedNl = pricedWithRules("NL");
const pricedDe = pricedWithRules("DE");

const pricedBySku = new Map(products.map((product) => [product.sku, applyProductPrices(product, settings)]));
const composites: Product[] = Array.from({ length: PRODUCTS }, (_, index) =>
  index % 2 === 0
    ? { ...makeProduct(index), type_id: "grouped", product_links: [0, 1, 2].map((offset) => ({ link_type: "associated", linked_product_sku: `SKU-${(index + offset) % PRODUCTS}` })) }
    : {
        ...makeProduct(index),
        type_id: "bundle",
        bundle_options: [0, 1, 2].map((offset) => ({
          option_id: offset,
          title: `Option ${offset}`,
          product_links: [
            { id: 1, sku: `SKU-${(index + offset) % PRODUCTS}`, qty: 1, is_default: false },
            { id: 2, sku: `SKU-${(index + offset + 1) % PRODUCTS}`, qty: 2, is_default: true },
          ],
        })),
      },
);
const summed = timeRounds(ROUNDS, () => {
  let total = 0;
  for (const product of composites) total += (product.type_id === "grouped" ? groupedPrice(product, pricedBySku) : bundlePrice(product, pricedBySku)).prices.final_price_incl_tax;
  return total;
});

// 200 children: 20 colours × 10 sizes; every 7th out of stock, every 11th disabled.
const children: ConfigurableChild[] = Array.from({ length: CHILDREN }, (_, index) => ({
  id: 100_000 + index,
  sku: `CFG-${index}`,
  status: index % 11 === 10 ? 2 : 1,
  stock: { is_in_stock: index % 7 !== 6, qty: index % 7 === 6 ? 0 : 5, manage_stock: true },
  color_ois: 1000 + Math.floor(index / 10),
  size_ois: 2000 + (index % 10),
  price: 99.95,
}));
const configurable: Product = {
  ...makeProduct(0),
  type_id: "configurable",
  configurable_children: children,
  configurable_options: [
    { attribute_id: "93", attribute_code: "color_ois", label: "Colour", values: Array.from({ length: 20 }, (_, index) => ({ value_index: 1000 + index, label: `Colour ${index}` })) },
    { attribute_id: "142", attribute_code: "size_ois", label: "Size", values: Array.from({ length: 10 }, (_, index) => ({ value_index: 2000 + index, label: index === 0 ? "0" : `${46 + index * 2} (X)` })) },
  ],
};
const configurations = Array.from({ length: 1000 }, (_, index) => ({ color_ois: 1000 + ((index * 7) % 20), size_ois: 2000 + ((index * 3) % 10) }));
const variants = timeRounds(1, () => {
  let found = 0;
  for (let index = 0; index < CHOICES; index += 1) if (chooseVariant(configurable, configurations[index % configurations.length] ?? {}, true).matched) found += 1;
  return found;
});
const worst = timeRounds(1, () => {
  let found = 0;
  // No child matches: the whole list is walked before the fallback.
  for (let index = 0; index < CHOICES; index += 1) if (chooseVariant(configurable, { color_ois: 1, size_ois: 1 }, true).variant) found += 1;
  return found;
});
const options = timeRounds(1, () => {
  let count = 0;
  for (let index = 0; index < 2000; index += 1) count += variantOptions(configurable).length;
  return count;
});

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString("en-US");
console.log(`price computation, ${PRODUCTS.toLocaleString("en-US")} products (client-side tax, special dates, group tier, 2 custom options): ${priced.msPerRound.toFixed(2)} ms per ${PRODUCTS.toLocaleString("en-US")} → ${perSecond(PRODUCTS, priced.msPerRound)} products/s`);
console.log(`price computation with tax rules (${taxRules.length} rules, ${new Set(TAX_CLASSES).size} product classes), ${PRODUCTS.toLocaleString("en-US")} products: NL ${pricedNl.msPerRound.toFixed(2)} ms → ${perSecond(PRODUCTS, pricedNl.msPerRound)} products/s; DE ${pricedDe.msPerRound.toFixed(2)} ms → ${perSecond(PRODUCTS, pricedDe.msPerRound)} products/s`);
console.log(`tax rate look-ups (${taxRules.length} rules; NL/DE, regions, customer classes): ${perSecond(LOOKUPS, rateLookups.msPerRound)} look-ups/s (${((rateLookups.msPerRound * 1000) / LOOKUPS).toFixed(3)} µs each)`);
console.log(`grouped/bundle sums, ${PRODUCTS.toLocaleString("en-US")} composites of 3 parts: ${summed.msPerRound.toFixed(2)} ms per ${PRODUCTS.toLocaleString("en-US")} → ${perSecond(PRODUCTS, summed.msPerRound)} products/s`);
console.log(`variant choice, ${CHILDREN} children (mixed combinations): ${perSecond(CHOICES, variants.msPerRound)} choices/s (${((variants.msPerRound * 1000) / CHOICES).toFixed(2)} µs each)`);
console.log(`variant choice, ${CHILDREN} children (no match → default fallback, full scan): ${perSecond(CHOICES, worst.msPerRound)} choices/s (${((worst.msPerRound * 1000) / CHOICES).toFixed(2)} µs each)`);
console.log(`variant options (cleaned labels + availability), ${CHILDREN} children: ${perSecond(2000, options.msPerRound)} products/s`);
if (!Number.isFinite(priced.sink + rateLookups.sink + pricedNl.sink + pricedDe.sink + summed.sink + variants.sink + worst.sink + options.sink)) throw new Error("bench results are not numbers");
