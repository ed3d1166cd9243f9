import { searchReplyOf, serverPricedProductSchema } from "@shop/catalog-pricing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../../testing/test-server";

/**
 * What a shopper types, typos included, in the four store views, and the products that must come
 * first (commerce-core.md §9: fuzziness 2, minimum match 75%, boosts name 4 / sku 2 / category
 * name 1, min score 0.02). `first` lists sku prefixes: the top hits, as many as the prefixes'
 * listed products, are exactly those products, in any order.
 */
const TABLE: { store: "nl" | "en" | "de" | "fr"; query: string; first: string[]; why: string }[] = [
  { store: "nl", query: "ovrhemd linnen", first: ["SH-LIN-"], why: "a missing letter, and both words needed" },
  { store: "nl", query: "linnen overhemden", first: ["SH-LIN-"], why: "the plural finds the singular (Dutch stem)" },
  { store: "nl", query: "kabletrui", first: ["KN-CAB-"], why: "two letters swapped (2 edits)" },
  { store: "nl", query: "woolen overjas", first: ["JA-OVC-"], why: "a typo in one of two words; other wool products match one word of two" },
  { store: "nl", query: "sneker", first: ["SO-LSN-", "SO-SSN-"], why: "one letter missing" },
  { store: "nl", query: "stropdas zijde", first: ["AC-STI-"], why: "the start of a word (zijde → zijden)" },
  { store: "nl", query: "SH-OXF", first: ["SH-OXF-"], why: "a sku" },
  { store: "en", query: "oxfrod shirt", first: ["SH-OXF-"], why: "two letters swapped" },
  { store: "en", query: "cashmire", first: ["KN-CAS-"], why: "a wrong vowel" },
  { store: "en", query: "quilted jaket", first: ["JA-QLT-"], why: "a missing letter" },
  { store: "en", query: "chelsae boots", first: ["SO-CHE-"], why: "a typo and a plural (English stem)" },
  { store: "de", query: "leinenhemd", first: ["SH-LIN-"], why: "a compound word, exact" },
  { store: "de", query: "wollmantl", first: ["JA-OVC-"], why: "a missing letter" },
  { store: "de", query: "ledergurtel", first: ["AC-BLT-"], why: "no umlaut typed (ü → u)" },
  { store: "de", query: "steppjake", first: ["JA-QLT-"], why: "a missing letter" },
  { store: "fr", query: "chemise lin", first: ["SH-LIN-"], why: "both words; blazers and trousers in lin match one word of two" },
  { store: "fr", query: "cravatte soie", first: ["AC-STI-"], why: "a doubled letter" },
  { store: "fr", query: "pardesus", first: ["JA-OVC-"], why: "a missing letter" },
  { store: "fr", query: "echarpe", first: ["AC-SCA-"], why: "no accent typed (é → e)" },
  { store: "fr", query: "basket cuir", first: ["SO-LSN-"], why: "leather sneakers, not suede" },
];

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const reply = searchReplyOf(serverPricedProductSchema);
const searchFilter = { visibility: { in: [3, 4] }, status: { in: [0, 1] } };
const search = async (store: string, query: string) =>
  reply.parse((await shop.request("POST", `/api/catalog/shop_catalog_${store}/product/_search`, { body: { query, filter: searchFilter, size: 50 } })).body).hits.hits;

/** Every listed product of a store view (no text). */
const listed = async (store: string) =>
  reply.parse((await shop.request("POST", `/api/catalog/shop_catalog_${store}/product/_search`, { body: { filter: searchFilter, size: 500 } })).body).hits.hits;

describe("relevance: what a shopper types and what comes first (commerce-core.md §9)", () => {
  it.each(TABLE)("$store: “$query” → $first ($why)", async ({ store, query, first }) => {
    const all = await listed(store);
    const expected = all.filter((hit) => first.some((prefix) => hit._source.sku.startsWith(prefix))).map((hit) => hit._source.sku).sort();
    expect(expected.length).toBeGreaterThan(0);
    const hits = await search(store, query);
    expect(hits.slice(0, expected.length).map((hit) => hit._source.sku).sort()).toEqual(expected);
  });

  it("minimum match 75%: of three words two are not enough, of four three are", async () => {
    // "summer" is in no product: 2 of 3 words (67%) find nothing; 3 of 4 (75%) find the linen shirts.
    expect(await search("en", "linen shirt summer")).toEqual([]);
    const hits = await search("en", "linen white shirt summer");
    expect(hits[0]?._source.sku).toBe("SH-LIN-WHT");
  });

  it("a stop word does not count: “linen shirt for” needs its two meaningful words only", async () => {
    const withStopWord = (await search("en", "linen shirt for")).map((hit) => hit._source.sku);
    expect(withStopWord.length).toBeGreaterThan(0);
    expect(withStopWord).toEqual((await search("en", "linen shirt")).map((hit) => hit._source.sku));
  });

  it("boosts: a name hit ranks above a category-only hit", async () => {
    // "Shirts" is the category of every shirt; "Oxford shirt" products carry the word in the name too,
    // as do all shirts; polos (in the shirts category, no "shirt" in the name) come after them.
    const hits = (await search("en", "shirt")).map((hit) => hit._source.sku);
    const firstPolo = hits.findIndex((sku) => sku.startsWith("SH-POL-"));
    const lastNamed = hits.map((sku, at) => (sku.startsWith("SH-") && !sku.startsWith("SH-POL-") ? at : -1)).reduce((a, b) => Math.max(a, b), -1);
    expect(firstPolo).toBeGreaterThan(lastNamed);
  });

  it("scores stay within 0…1 and above the min score 0.02", async () => {
    const hits = await search("en", "oxfrod shirt");
    for (const hit of hits) {
      expect(hit._score).toBeGreaterThanOrEqual(0.02);
      expect(hit._score).toBeLessThanOrEqual(1);
    }
  });

  it("a word too far (3 edits) finds nothing", async () => {
    expect(await search("en", "uxfurt")).toEqual([]); // oxford with three letters wrong
    expect((await search("en", "uxford")).length).toBeGreaterThan(0); // one wrong: found
  });
});
