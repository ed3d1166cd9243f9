import {
  attributeSchema,
  categorySchema,
  renderListReplySchema,
  searchErrorReplySchema,
  searchReplyOf,
  serverPricedProductSchema,
  taxRuleSchema,
  type ServerPricedProduct,
} from "@shop/catalog-pricing";
import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { searchWords } from "@shop/search";
import { categoryUrlMappings, urlMapReplySchema, urlRewriteSchema, type RegistrableCategory } from "@shop/url-resolver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestShop, signUp, type TestShop } from "./testing/test-server";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const search = (index: string, type: string, body: unknown) => shop.request("POST", `/api/catalog/${index}/${type}/_search`, { body });
const productReply = searchReplyOf(serverPricedProductSchema);

describe("catalogue search (commerce-core.md §7 Catalogue)", () => {
  it("every product of every store view parses with the product schema", async () => {
    for (const index of ["shop_catalog_nl", "shop_catalog_en", "shop_catalog_de", "shop_catalog_fr"]) {
      const reply = await search(index, "product", { size: 1000 });
      expect(reply.status).toBe(200);
      const parsed = productReply.parse(reply.body);
      expect(parsed.hits.total).toBeGreaterThanOrEqual(400);
    }
  });

  it("holds at least 80 listed products of every type, with disabled ones and every special price case", async () => {
    const listed = productReply.parse((await search("shop_catalog_nl", "product", { filter: { visibility: { in: [2, 3, 4] } }, size: 500 })).body).hits.hits.map((hit) => hit._source);
    expect(listed.length).toBeGreaterThanOrEqual(80);
    expect(new Set(listed.map((product) => product.type_id))).toEqual(new Set(["configurable", "simple", "grouped", "bundle"]));
    expect(listed.some((product) => product.status >= 2)).toBe(true);
    const specials = listed.filter((product) => product.special_price != null);
    expect(specials.some((product) => product.final_price < product.price && product.special_from_date == null)).toBe(true);
    expect(specials.some((product) => product.final_price < product.price && product.special_from_date != null)).toBe(true);
    expect(specials.some((product) => product.final_price === product.price && String(product.special_to_date).startsWith("2020"))).toBe(true);
    expect(specials.some((product) => product.final_price === product.price && String(product.special_from_date).startsWith("2090"))).toBe(true);
    expect(listed.some((product) => (product.tier_prices ?? []).length > 0)).toBe(true);
    expect(listed.some((product) => (product.custom_options ?? []).some((option) => option.values?.some((value) => value.price_type === "percent")))).toBe(true);
    expect(listed.some((product) => (product.product_labels ?? []).length > 0)).toBe(true);
    expect(listed.some((product) => product.stock?.manage_stock === false)).toBe(true);
    expect(listed.some((product) => product.stock?.is_in_stock === false)).toBe(true);
  });

  it("names products and categories per store view", async () => {
    const names = [];
    for (const index of ["shop_catalog_nl", "shop_catalog_en", "shop_catalog_de", "shop_catalog_fr"]) {
      const reply = await search(index, "category", { filter: { id: 3 } });
      names.push(categorySchema.parse(reply.body.hits.hits[0]._source).name);
    }
    expect(names).toEqual(["Overhemden", "Shirts", "Hemden", "Chemises"]);
  });

  it.each([
    ["in", { category_ids: { in: [5] } }, (product: ServerPricedProduct) => (product.category_ids ?? []).includes(5)],
    ["eq on a nested field", { "stock.is_in_stock": { eq: false }, visibility: 4 }, (product: ServerPricedProduct) => product.stock?.is_in_stock === false],
    ["gt", { final_price: { gt: 300 } }, (product: ServerPricedProduct) => product.final_price > 300],
    ["range", { final_price_incl_tax: { range: { from: 50, to: 100 } }, visibility: 4 }, (product: ServerPricedProduct) => product.final_price_incl_tax >= 50 && product.final_price_incl_tax < 100],
    ["a configurable child's attribute", { "configurable_children.size_ois": 185 }, (product: ServerPricedProduct) => (product.configurable_children ?? []).some((child: { size_ois?: unknown }) => child.size_ois === 185)],
  ])("filters with %s", async (_case, filter, holds) => {
    const parsed = productReply.parse((await search("shop_catalog_en", "product", { filter, size: 500 })).body);
    expect(parsed.hits.total).toBeGreaterThan(0);
    expect(parsed.hits.hits.every((hit) => holds(hit._source))).toBe(true);
  });

  it("sorts, pages and picks fields", async () => {
    const body = { filter: { visibility: 4, type_id: "configurable" }, sort: "final_price:desc", size: 5, from: 2, _source: { includes: ["sku", "final_price", "configurable_children.sku"], excludes: ["configurable_children.sku"] } };
    const page = (await search("shop_catalog_en", "product", body)).body;
    const all = (await search("shop_catalog_en", "product", { ...body, size: 7, from: 0 })).body;
    const skus = (reply: typeof page) => reply.hits.hits.map((hit: { _source: { sku: string } }) => hit._source.sku);
    expect(skus(page)).toEqual(skus(all).slice(2));
    const prices: number[] = page.hits.hits.map((hit: { _source: { final_price: number } }) => hit._source.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(Object.keys(page.hits.hits[0]._source).sort()).toEqual(["configurable_children", "final_price", "sku"]);
    expect(page.hits.hits[0]._source.configurable_children[0]).toEqual({});
  });

  it("size 0 becomes 50 and a negative start becomes 0 (commerce-core.md §9)", async () => {
    const reply = productReply.parse((await search("shop_catalog_nl", "product", { size: 0, start: -5 })).body);
    expect(reply.hits.hits).toHaveLength(50);
    expect(reply.hits.hits[0]?._id).toBe("1001");
  });

  it("full-text search ranks name matches above category matches", async () => {
    const reply = productReply.parse((await search("shop_catalog_en", "product", { query: "oxford", filter: { visibility: 4 } })).body);
    expect(reply.hits.hits.length).toBeGreaterThan(0);
    expect(reply.hits.hits.every((hit) => hit._source.name.toLowerCase().includes("oxford"))).toBe(true);
  });

  describe("full text scores name, sku and category name only (commerce-core.md §9: boosts name 4, sku 2, category name 1)", () => {
    const searchFilter = { visibility: { in: [3, 4] }, status: { in: [0, 1] } };
    const categoryNames = z.array(z.looseObject({ name: z.string() })).default([]);
    const found = async (query: string) =>
      productReply.parse((await search("shop_catalog_en", "product", { query, filter: searchFilter, size: 500 })).body).hits.hits.map((hit) => hit._source.sku).sort();
    /**
     * The products with a word in their name, sku or a category name that is the term or starts
     * with it, by reading their documents: search matches words (and typos of them, see the
     * relevance table test), no longer substrings inside words.
     */
    const containing = async (term: string) => {
      const listed = productReply.parse((await search("shop_catalog_en", "product", { filter: searchFilter, size: 500 })).body).hits.hits.map((hit) => hit._source);
      expect(listed.length).toBeGreaterThan(50);
      return listed
        .filter((product) =>
          [product.name, product.sku, ...categoryNames.parse(product.category).map((category) => category.name)].some((text) =>
            searchWords(text).some((word) => word === term || (term.length >= 3 && word.startsWith(term))),
          ),
        )
        .map((product) => product.sku)
        .sort();
    };

    it.each(["pa", "slug", "path", "category_id", "10", "3"])("%s, in every category entry's keys, slugs or ids but no name, finds nothing", async (term) => {
      expect(await containing(term)).toEqual([]);
      expect(await found(term)).toEqual([]);
    });

    it("na, only inside words (navy, linen), finds nothing: a term of two letters must be a whole word", async () => {
      expect(await found("na")).toEqual([]);
    });

    it.each(["casual", "oxford", "shirt"])("%s finds exactly the products with a word in their name, sku or a category name that it is or starts", async (term) => {
      const expected = await containing(term);
      expect(expected.length).toBeGreaterThan(0);
      expect(await found(term)).toEqual(expected);
    });
  });

  it("sorts a JSON null as missing, after every value, ascending and descending", async () => {
    // Every document has the key: the seed stores "no special price" as JSON null.
    const specialPrices = searchReplyOf(z.looseObject({ special_price: z.number().nullable() }));
    for (const order of ["asc", "desc"]) {
      const hits = specialPrices.parse((await search("shop_catalog_nl", "product", { sort: `special_price:${order}`, size: 1000, _source: ["special_price"] })).body).hits.hits;
      const prices = hits.map((hit) => hit._source.special_price);
      const firstNull = prices.indexOf(null);
      expect(typeof prices[0], order).toBe("number");
      expect(firstNull, order).toBeGreaterThan(0);
      expect(prices.slice(firstNull).every((price) => price === null), order).toBe(true);
      const numbers = prices.slice(0, firstNull) as number[];
      expect(numbers, order).toEqual([...numbers].sort((a, b) => (order === "asc" ? a - b : b - a)));
    }
  });

  it("aggregates the listing filters color, size, wever and price ranges (commerce-core.md §9)", async () => {
    const reply = productReply.parse(
      (
        await search("shop_catalog_nl", "product", {
          filter: { category_ids: [3], visibility: [2, 3, 4] },
          size: 0,
          aggs: { terms: [{ field: "color_ois" }, { field: "size_ois" }, { field: "wever_ois" }], range: [{ field: "final_price_incl_tax", ranges: [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] }] },
        })
      ).body,
    );
    const aggregations = reply.aggregations!;
    expect(Object.keys(aggregations).sort()).toEqual(["agg_range_final_price_incl_tax", "agg_terms_color_ois", "agg_terms_size_ois", "agg_terms_wever_ois"]);
    const rangeCount = aggregations.agg_range_final_price_incl_tax!.buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0);
    expect(rangeCount).toBe(reply.hits.total);
    expect(aggregations.agg_terms_size_ois!.buckets.find((bucket) => bucket.key === 163)?.doc_count).toBe(reply.hits.total);
  });

  // A search engine keys a boolean bucket 1/0 with key_as_string; the client's bucket key is a string or a number.
  it.each([
    ["product", "stock.is_in_stock", productReply],
    ["product", "stock.manage_stock", productReply],
    ["category", "is_active", searchReplyOf(categorySchema)],
    ["category", "include_in_menu", searchReplyOf(categorySchema)],
  ])("a terms aggregation on the boolean field %s.%s answers buckets keyed 1/0 with key_as_string, which the client parses", async (type, field, schema) => {
    const reply = await search("shop_catalog_nl", type, { size: 0, aggs: { terms: [{ field }] } });
    expect(reply.status).toBe(200);
    const buckets = schema.parse(reply.body).aggregations?.[`agg_terms_${field}`]?.buckets ?? [];
    expect(buckets.map((bucket) => bucket.key).sort()).toEqual([0, 1]);
    for (const bucket of buckets) expect(bucket).toEqual({ key: bucket.key, key_as_string: bucket.key === 1 ? "true" : "false", doc_count: expect.any(Number) });
    // The "true" bucket counts what the filter lists (a category has no children to count too).
    if (type === "category") {
      const listed = searchReplyOf(categorySchema).parse((await search("shop_catalog_nl", "category", { size: 0, filter: { [field]: true } })).body).hits.total;
      expect(buckets.find((bucket) => bucket.key === 1)?.doc_count).toBe(listed);
    }
  });

  it("a price on a range's bound counts in the upper bucket only, as the range filter lists it (commerce-core.md §9 price ranges; `to` exclusive)", async () => {
    const filter = { category_ids: [3], visibility: [2, 3, 4] };
    const first = productReply.parse((await search("shop_catalog_nl", "product", { filter, size: 1 })).body).hits.hits[0]!._source;
    const bound = first.final_price_incl_tax;
    const reply = productReply.parse(
      (await search("shop_catalog_nl", "product", { filter, size: 0, aggs: { range: [{ field: "final_price_incl_tax", ranges: [{ to: bound }, { from: bound }] }] } })).body,
    );
    const [below, fromBound] = reply.aggregations!.agg_range_final_price_incl_tax!.buckets;
    expect(below!.doc_count + fromBound!.doc_count).toBe(reply.hits.total);
    const listedFromBound = productReply.parse((await search("shop_catalog_nl", "product", { filter: { ...filter, final_price_incl_tax: { range: { from: bound } } }, size: 0 })).body);
    expect(fromBound!.doc_count).toBe(listedFromBound.hits.total);
  });

  it("aggregates a sorted listing (the sort's parameters stay out of the aggregation queries)", async () => {
    const reply = await search("shop_catalog_nl", "product", {
      filter: { category_ids: [3], visibility: [2, 3, 4], status: 1 },
      sort: "final_price:asc",
      size: 20,
      aggs: { terms: [{ field: "color_ois" }], range: [{ field: "final_price_incl_tax", ranges: [{ to: 100 }, { from: 100 }] }] },
    });
    expect(reply.status).toBe(200);
    const parsed = productReply.parse(reply.body);
    expect(parsed.aggregations?.agg_terms_color_ois?.buckets.length).toBeGreaterThan(0);
    expect(parsed.aggregations?.agg_range_final_price_incl_tax?.buckets.reduce((sum, bucket) => sum + bucket.doc_count, 0)).toBe(parsed.hits.total);
  });

  it("a page past the last hit still answers the total and the aggregations (one statement with the hits)", async () => {
    const listing = { filter: { category_ids: [3], visibility: [2, 3, 4], status: 1 }, aggs: { terms: [{ field: "color_ois" }] } };
    const first = productReply.parse((await search("shop_catalog_nl", "product", { ...listing, size: 5 })).body);
    const past = productReply.parse((await search("shop_catalog_nl", "product", { ...listing, size: 5, from: 1000 })).body);
    expect(first.hits.hits).toHaveLength(5);
    expect(past.hits.hits).toEqual([]);
    expect(past.hits.total).toBe(first.hits.total);
    expect(past.aggregations).toEqual(first.aggregations);
  });

  it("computes all aggregations of a request in one query, however many filters it asks for", async () => {
    const listing = { filter: { category_ids: [3], visibility: [2, 3, 4], status: 1 }, sort: "final_price:asc", size: 20 };
    const queriesFor = async (aggs: unknown) => {
      const spy = vi.spyOn(shop.server.db, "query");
      const reply = await search("shop_catalog_nl", "product", { ...listing, aggs });
      const count = spy.mock.calls.length;
      spy.mockRestore();
      expect(reply.status).toBe(200);
      return { count, aggregations: productReply.parse(reply.body).aggregations ?? {} };
    };
    const one = await queriesFor({ terms: [{ field: "color_ois" }] });
    const many = await queriesFor({
      terms: [{ field: "color_ois" }, { field: "size_ois" }, { field: "brand_ois" }, { field: "material_ois" }],
      range: [{ field: "final_price_incl_tax", ranges: [{ to: 50 }, { from: 50 }] }, { field: "price", ranges: [{ to: 100 }, { from: 100 }] }],
    });
    // Counted queries, or the equality holds for a spy that sees none.
    expect(one.count).toBeGreaterThan(0);
    expect(many.count).toBe(one.count);
    expect(Object.keys(many.aggregations)).toHaveLength(6);
    expect(many.aggregations.agg_terms_color_ois).toEqual(one.aggregations.agg_terms_color_ois);
  });

  it("serves categories, attributes and tax rules", async () => {
    const categories = searchReplyOf(categorySchema).parse((await search("shop_catalog_nl", "category", { filter: { level: 2, is_active: true }, sort: "position:asc", size: 50 })).body);
    expect(categories.hits.hits.map((hit) => hit._source.url_key).slice(0, 7)).toEqual(["overhemden", "broeken", "jassen", "truien", "schoenen", "accessoires", "sale"]);
    expect(categories.hits.hits.every((hit) => hit._source.parent_id === 2)).toBe(true);
    const attributes = searchReplyOf(attributeSchema).parse((await search("shop_catalog_de", "attribute", { filter: { attribute_code: { in: ["color_ois", "size_ois", "wever_ois"] } } })).body);
    expect(attributes.hits.hits.map((hit) => hit._source.attribute_code).sort()).toEqual(["color_ois", "size_ois", "wever_ois"]);
    expect(attributes.hits.hits.find((hit) => hit._source.attribute_code === "color_ois")?._source.frontend_label).toBe("Farbe");
    const rules = searchReplyOf(taxRuleSchema).parse((await search("shop_catalog_nl", "taxrule", {})).body);
    expect(rules.hits.hits[0]?._source.rates.find((rate) => rate.tax_country_id === "NL")?.rate).toBe(21);
  });

  it("also takes the request as GET ?request= with query parameters", async () => {
    const reply = await shop.request("GET", `/api/catalog/shop_catalog_en/product/_search?request=${encodeURIComponent(JSON.stringify({ filter: { sku: "SH-OXF-WHT" } }))}&_source_include=sku,name`);
    expect(reply.body.hits.hits[0]._source).toEqual({ sku: "SH-OXF-WHT", name: "Oxford shirt in white" });
  });

  it.each([
    ["an unknown index", "/api/catalog/nope/product/_search", {}, 404],
    ["an unknown entity type", "/api/catalog/shop_catalog_nl/blog/_search", {}, 404],
    ["an unknown operator", "/api/catalog/shop_catalog_nl/product/_search", { filter: { price: { between: [1, 2] } } }, 400],
    ["a field path with SQL", "/api/catalog/shop_catalog_nl/product/_search", { filter: { "x') OR 1=1 --": 1 } }, 400],
    ["malformed JSON", "/api/catalog/shop_catalog_nl/product/_search", "{nope", 400],
    // Valid JSON (the escape \ud800), but no text: the database's jsonb would refuse it.
    ["a lone surrogate in a filter value", "/api/catalog/shop_catalog_nl/product/_search", { filter: { sku: "\ud800" } }, 400],
  ])("answers %s search-engine style", async (_case, path, body, status) => {
    const reply = await shop.request("POST", path, { body });
    expect(reply.status).toBe(status);
    expect(searchErrorReplySchema.parse(reply.body).status).toBe(status);
  });
});

describe("render-list (commerce-core.md §7: prices now, per customer group)", () => {
  const reply = envelopeOf(renderListReplySchema);

  it("prices the skus asked for, with the signed-in customer's group tier prices", async () => {
    const finalPrice = async (query: string, token?: string) => {
      const items = reply.parse((await shop.request("GET", `/api/product/render-list?${query}`, { token })).body).result.items;
      return items[0]?.price_info.extension_attributes?.tax_adjustments.final_price;
    };
    const guest = reply.parse((await shop.request("GET", "/api/product/render-list?skus=KN-MER-NAV,SH-OXF-WHT,NOPE&currencyCode=EUR&storeId=9")).body).result.items;
    expect(guest.map((item) => item.sku)).toEqual(["KN-MER-NAV", "SH-OXF-WHT"]);
    const guestPrice = guest[0]!.price_info.extension_attributes!.tax_adjustments.final_price;
    // A customer (group 1) gets the group's tier price, with or without naming the group.
    const { token } = await signUp(shop, "Member");
    const memberPrice = await finalPrice("skus=KN-MER-NAV&storeId=9", token);
    expect(memberPrice).toBeLessThan(guestPrice);
    expect(await finalPrice("skus=KN-MER-NAV&storeId=9&userGroupId=1", token)).toBe(memberPrice);
    // A guest naming a group gets no prices the cart would not charge; nor does a customer naming another group.
    expect(await finalPrice("skus=KN-MER-NAV&storeId=9&userGroupId=1")).toBe(guestPrice);
    expect(await finalPrice("skus=KN-MER-NAV&storeId=9&userGroupId=0", token)).toBe(memberPrice);
  });

  it("takes the storeCode when both storeCode and storeId are sent (fr and de share id 11)", async () => {
    const nameIn = async (index: string) => productReply.parse((await search(index, "product", { filter: { sku: "KN-MER-NAV" } })).body).hits.hits[0]?._source.name;
    const [frName, deName] = [await nameIn("shop_catalog_fr"), await nameIn("shop_catalog_de")];
    expect(frName).not.toBe(deName);
    const fr = reply.parse((await shop.request("GET", "/api/product/render-list?skus=KN-MER-NAV&storeId=11&storeCode=fr")).body).result.items;
    expect(fr[0]).toMatchObject({ store_id: 11, name: frName });
    const en = reply.parse((await shop.request("GET", "/api/product/render-list?skus=KN-MER-NAV&storeId=9&storeCode=en")).body).result.items;
    expect(en[0]?.store_id).toBe(10);
    const byId = reply.parse((await shop.request("GET", "/api/product/render-list?skus=KN-MER-NAV&storeId=10")).body).result.items;
    expect(byId[0]?.store_id).toBe(10);
  });

  it("refuses a store id shared by several views without a storeCode (400 asking for it)", async () => {
    const shared = await shop.request("GET", "/api/product/render-list?skus=KN-MER-NAV&storeId=11");
    expect(shared.status).toBe(400);
    expect(errorEnvelopeSchema.parse(shared.body).result).toMatchObject({ message: expect.stringContaining("storeCode"), errors: [{ path: "storeId" }] });
  });

  it("refuses a request without skus", async () => {
    const bad = await shop.request("GET", "/api/product/render-list");
    expect(bad.status).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.body).result).toMatchObject({ errors: [{ path: "skus" }] });
  });
});

// Parsed with @shop/url-resolver's own reply schema (createUrlApi): every hit needs its `_type`.
describe("URL map and redirects (commerce-core.md §2 Navigation resolution, §7)", () => {
  const map = (body: unknown) => shop.request("POST", "/api/url/map", { body });

  it.each([
    ["a product path", { url: "/p/SH-OXF-WHT/oxford-overhemd-wit/" }, "product", "SH-OXF-WHT"],
    ["a category path", { url: "overhemden/casual" }, "category", undefined],
    ["a store-prefixed path", { url: "/en/shirts/formal/" }, "category", undefined],
    ["a product by sku", { url: "/whatever", filters: { sku: "SO-DER-BLK" } }, "product", "SO-DER-BLK"],
  ])("maps %s to its entity", async (_case, body, type, sku) => {
    const hit = urlMapReplySchema.parse((await map(body)).body).hits.hits[0]!;
    expect(hit._type).toBe(type);
    if (sku !== undefined) expect(hit._source.sku).toBe(sku);
  });

  it.each([
    ["a 301 for an old product URL", "oxford-overhemd-wit.html", 301],
    ["a 301 for an old category prefix", "heren/overhemden", 301],
    ["a 302 for a campaign path", "acties", 302],
  ])("answers %s with the redirect record", async (_case, url, redirectType) => {
    const hit = urlMapReplySchema.parse((await map({ url })).body).hits.hits[0]!;
    expect(hit._type).toBe("url_rewrite");
    expect(urlRewriteSchema.parse(hit._source).redirect_type).toBe(redirectType);
    const lookup = urlMapReplySchema.parse((await shop.request("GET", `/api/url/redirect?request_path=${encodeURIComponent(`/${url}/`)}`)).body);
    expect(lookup.hits.hits[0]).toMatchObject({ _type: "url_rewrite", _source: { target_path: hit._source.target_path } });
  });

  it("finds nothing for an unknown path, and no redirect for a plain one", async () => {
    expect(urlMapReplySchema.parse((await map({ url: "/no/such/page" })).body).hits.total).toBe(0);
    expect(urlMapReplySchema.parse((await shop.request("GET", "/api/url/redirect?request_path=overhemden")).body).hits.total).toBe(0);
  });

  it("registers no URL for a PAGE category (commerce-core.md §2)", async () => {
    expect(urlMapReplySchema.parse((await map({ url: "lookbook" })).body).hits.total).toBe(0);
  });

  // commerce-core.md §2: "Category URLs are registered for every category with a url_path whose display mode is not PAGE".
  it.each(["nl", "en", "de", "fr"])("store view %s: every active non-PAGE category with a url_path has its URL record, and every category record is such a category", async (storeCode) => {
    const categories = searchReplyOf(categorySchema).parse((await search(`shop_catalog_${storeCode}`, "category", { size: 100 })).body).hits.hits.map((hit) => hit._source);
    // The client's registration rule (@shop/url-resolver registerCategoryUrls), children_data included.
    const registered = new Map(categoryUrlMappings(categories as RegistrableCategory[]).map(({ urlPath }) => [urlPath, categories.find((category) => category.url_path === urlPath)?.id]));
    expect(registered.size).toBeGreaterThan(15);
    for (const [urlPath, id] of registered) {
      const hits = urlMapReplySchema.parse((await map({ url: urlPath, storeCode })).body).hits.hits;
      expect(hits.map((hit) => [hit._type, hit._id]), urlPath).toEqual([["category", String(id)]]);
    }
    const records = searchReplyOf(urlRewriteSchema).parse((await search(`shop_catalog_${storeCode}`, "url_rewrite", { filter: { entity_type: "category", redirect_type: 0 }, size: 100 })).body).hits.hits;
    expect(new Set(records.map((hit) => hit._source.request_path))).toEqual(new Set(registered.keys()));
  });

  it("the root category (id 2) has no url_path, as Magento's root, and no URL shows it", async () => {
    for (const storeCode of ["nl", "en", "de", "fr"]) {
      const [root] = searchReplyOf(categorySchema).parse((await search(`shop_catalog_${storeCode}`, "category", { filter: { id: 2 } })).body).hits.hits;
      expect(root?._source).toMatchObject({ url_path: "", level: 1 });
      const urlKey = root!._source.url_key;
      expect(urlMapReplySchema.parse((await map({ url: urlKey, storeCode })).body).hits.total).toBe(0);
    }
  });

  // @shop/url-resolver sends a decoded request path with storeCode: a ? or # in it is not a query or hash (no url_path holds one).
  it.each([
    ["a decoded ? after a category path", "overhemden?anything"],
    ["a decoded ? inside a product path", "/p/SH-OXF-WHT/oxford-overhemd-wit?cheap/"],
    ["a decoded # after a campaign path", "/acties#x/"],
    ["a leading backslash", "/\\overhemden/"],
  ])("with storeCode, %s maps to nothing and looks up no redirect", async (_case, url) => {
    expect(urlMapReplySchema.parse((await map({ url, storeCode: "nl" })).body).hits.total).toBe(0);
    expect(urlMapReplySchema.parse((await shop.request("GET", `/api/url/redirect?request_path=${encodeURIComponent(url)}&storeCode=nl`)).body).hits.total).toBe(0);
  });

  it("with storeCode the request path resolves; without it a full URL's store prefix, query and hash are cut", async () => {
    expect(urlMapReplySchema.parse((await map({ url: "/overhemden/", storeCode: "nl" })).body).hits.hits[0]).toMatchObject({ _type: "category", _id: "3" });
    expect(urlMapReplySchema.parse((await map({ url: "/en/shirts/?page=2#top" })).body).hits.hits[0]).toMatchObject({ _type: "category", _id: "3" });
    expect(urlMapReplySchema.parse((await shop.request("GET", "/api/url/redirect?request_path=acties&storeCode=nl")).body).hits.hits[0]).toMatchObject({ _source: { redirect_type: 302 } });
  });

  it("refuses a map request without url", async () => {
    const reply = await map({ includeFields: ["sku"] });
    expect(reply.status).toBe(400);
    expect(reply.body.result.errors[0].path).toBe("url");
  });
});

describe("generated product images", () => {
  it("serves a deterministic SVG per sku", async () => {
    const first = await shop.request("GET", "/img/SH-OXF-WHT.svg");
    const again = await shop.request("GET", "/img/SH-OXF-WHT.svg");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("image/svg+xml");
    expect(first.body).toContain("<svg");
    expect(first.body).toBe(again.body);
    expect((await shop.request("GET", "/img/SH-OXF-WHT-detail.svg")).body).not.toBe(first.body);
    expect((await shop.request("GET", "/img/NOPE.svg")).status).toBe(404);
  });
});
