import {
  autocompleteReplySchema,
  cartPageReplySchema,
  pageReplySchema,
  productPageReplySchema,
  serviceErrorSchema,
  type Facet,
  type PageReply,
} from "@shop/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SEARCH_SERVICE_PATH } from "./search-service/routes";
import { createTestShop, type TestShop } from "./testing/test-server";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

type Store = "nl" | "en" | "de" | "fr";
const LOCALE: Record<Store, string> = { nl: "nl-NL", en: "en-GB", de: "de-DE", fr: "fr-FR" };

/** The query of a call (presentation-content.md §7 generic request form), with the visitor's keys. */
function queryOf(store: Store, extra: Record<string, string> = {}, session = "session-1", customer = "customer-1"): string {
  return new URLSearchParams({ market: "NL", locale: LOCALE[store], touchpoint: "desktop", sessionKey: session, customerKey: customer, ...extra }).toString();
}
const call = (method: "GET" | "POST", path: string, query: string, body?: unknown) => shop.request(method, `${SEARCH_SERVICE_PATH}${path}?${query}`, body === undefined ? {} : { body });

const landing = async (store: Store, extra: Record<string, string>, body: unknown = {}) => {
  const reply = await call("POST", "/queries/landing-page", queryOf(store, extra), body);
  expect(reply.status).toBe(200);
  return pageReplySchema.parse(reply.body);
};
const facet = (reply: PageReply, id: string): Facet | undefined => reply.primaryList?.facets.find((entry) => entry.id === id);

describe("search service: landing pages (presentation-content.md §2 /l/elevate/, §3 listing page result, §7)", () => {
  it.each([
    ["nl", "/l/elevate/nieuw", "Nieuw binnen"],
    ["en", "/en/l/elevate/new-in/", "New in"],
    ["de", "/de/l/elevate/neu", "Neu eingetroffen"],
    ["fr", "/fr/l/elevate/nouveautes", "Nouveautés"],
  ] as const)("%s finds its new-in page by url %s", async (store, pageReference, heading) => {
    const reply = await landing(store, { pageReference });
    expect(reply.seo?.pageHeading).toBe(heading);
    const list = reply.primaryList;
    expect(list?.published).toBe(true);
    expect(list?.totalHits).toBeGreaterThan(0);
    expect(list?.productGroups.length).toBe(Math.min(20, list?.totalHits ?? 0));
    expect(reply.navigation?.breadcrumbs.at(-1)?.label).toBe(heading);
    expect(reply.navigation?.tree.length).toBeGreaterThan(3);
    expect(reply.contentLists?.[0]?.items.length).toBeGreaterThan(0);
  });

  it("the sale page lists only products on sale, the business page only formal kinds", async () => {
    const sale = await landing("en", { pageReference: "/en/l/elevate/sale", limit: "100" });
    const catalogue = async (sku: string) => (await shop.request("POST", "/api/catalog/shop_catalog_en/product/_search", { body: { filter: { sku } } })).body.hits.hits[0]._source;
    for (const group of sale.primaryList?.productGroups ?? []) expect((await catalogue(group.key)).sale).toBe(1);
    const business = await landing("en", { templateId: "business", limit: "100" });
    expect(business.primaryList?.productGroups.map((group) => group.key.slice(0, 2)).sort()).toContain("AC");
    for (const group of business.primaryList?.productGroups ?? []) {
      const ids: number[] = (await catalogue(group.key)).category_ids;
      expect(ids.some((id) => [11, 14, 18, 17].includes(id))).toBe(true);
    }
  });

  it("a draft landing page answers published false (the client shows nothing)", async () => {
    const reply = await landing("en", { pageReference: "/en/l/elevate/winter" });
    expect(reply.primaryList?.published).toBe(false);
  });

  it("a category page by /c/{slug}: only active categories", async () => {
    const reply = await landing("en", { pageReference: "/en/c/shirts-casual" });
    expect(reply.seo?.pageHeading).toBe("Casual shirts");
    expect(reply.navigation?.breadcrumbs.map((crumb) => crumb.label)).toEqual(["Home", "Shirts", "Casual shirts"]);
    const inactive = await call("POST", "/queries/landing-page", queryOf("en", { pageReference: "/en/c/archive" }), {});
    expect(inactive.status).toBe(404);
    expect(serviceErrorSchema.parse(inactive.body).error.message).toContain("No landing page");
  });

  it("answers only the parts the body asks for", async () => {
    const reply = await landing("nl", { pageReference: "/l/elevate/sale" }, { navigation: { include: true } });
    expect(reply.navigation).toBeDefined();
    expect(reply.primaryList).toBeUndefined();
    expect(reply.contentLists).toBeUndefined();
  });

  it("facets with counts: colour, size with size types and formats, price, brand, material", async () => {
    const reply = await landing("en", { pageReference: "/en/c/shirts", limit: "100" });
    const total = reply.primaryList?.totalHits ?? 0;
    expect(reply.primaryList?.facets.map((entry) => entry.id).sort()).toEqual(["brand", "color", "material", "price", "size"]);
    const colour = facet(reply, "color");
    if (colour?.type !== "CHECKBOX") throw new Error("colour is a checkbox facet");
    expect(colour.values.find((value) => value.label === "White")?.count).toBeGreaterThan(0);
    expect(colour.values.reduce((sum, value) => sum + value.count, 0)).toBe(total);
    const size = facet(reply, "size");
    if (size?.type !== "SIZE") throw new Error("size is a size facet");
    expect(size.sizeTypes.map((type) => type.id)).toContain("tops");
    expect(size.sizeTypes[0]?.formats[0]?.values.length).toBeGreaterThan(0);
    const price = facet(reply, "price");
    if (price?.type !== "RANGE") throw new Error("price is a range facet");
    expect(price.min).toBeLessThan(price.max);
    expect(price.minSelected).toBeNull();
    for (const id of ["brand", "material"]) {
      const entry = facet(reply, id);
      expect(entry?.type === "CHECKBOX" && entry.values.length > 0).toBe(true);
    }
  });

  it("f. filters narrow the list and mark their values; a price range from a JSON array (§5)", async () => {
    const all = await landing("en", { pageReference: "/en/c/shirts", limit: "100" });
    const colour = facet(all, "color");
    if (colour?.type !== "CHECKBOX") throw new Error("colour is a checkbox facet");
    const white = colour.values.find((value) => value.label === "White");
    const filtered = await landing("en", { pageReference: "/en/c/shirts", limit: "100", "f.color": String(white?.id), color: "ignored" });
    expect(filtered.primaryList?.totalHits).toBe(white?.count);
    const filteredColour = facet(filtered, "color");
    expect(filteredColour?.type === "CHECKBOX" && filteredColour.values.find((value) => value.id === white?.id)?.selected).toBe(true);
    const cheap = await landing("en", { pageReference: "/en/c/shirts", limit: "100", "f.price": "[0,70]" });
    const price = facet(cheap, "price");
    expect(price?.type === "RANGE" && price.minSelected === 0 && price.maxSelected === 70).toBe(true);
    expect(cheap.primaryList?.totalHits).toBeGreaterThan(0);
    expect(cheap.primaryList?.totalHits).toBeLessThan(all.primaryList?.totalHits ?? 0);
    for (const group of cheap.primaryList?.productGroups ?? []) expect(group.products[0]?.sellingPrice.min).toBeLessThanOrEqual(70 * 1.21 + 0.01);
  });

  it("sorts, pages (limit, skip) and lists the §9 sort options", async () => {
    const ascending = await landing("en", { pageReference: "/en/c/shirts", sort: "PRICE_ASCENDING", limit: "5" });
    const prices = ascending.primaryList?.productGroups.map((group) => group.products[0]?.sellingPrice.min ?? 0) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ascending.primaryList?.sort.selected).toBe("PRICE_ASCENDING");
    expect(ascending.primaryList?.sort.options.map((option) => option.label)).toEqual(["Latest", "Price low to high", "Price high to low", "Recommended", "New"]);
    const second = await landing("en", { pageReference: "/en/c/shirts", sort: "PRICE_ASCENDING", limit: "5", skip: "5" });
    expect(second.primaryList?.productGroups[0]?.key).not.toBe(ascending.primaryList?.productGroups[0]?.key);
  });

  it("a product group holds its card and its sizes (§3 product group, card product)", async () => {
    const reply = await landing("en", { pageReference: "/en/c/shirts-casual" });
    const group = reply.primaryList?.productGroups[0];
    expect(group?.variants.length).toBeGreaterThan(1);
    expect(group?.products[0]?.link).toMatch(/^\/en\/p\/.+\/$/);
    expect(group?.ticket).toBe(group?.products[0]?.ticket);
  });

  it("the generic GET form answers with the query alone", async () => {
    const reply = await call("GET", "/queries/landing-page", queryOf("de", { pageReference: "/de/l/elevate/business" }));
    expect(reply.status).toBe(200);
    expect(pageReplySchema.parse(reply.body).seo?.pageHeading).toBe("Business");
  });

  it.each([
    ["/queries/search-page", { q: "linnen" }, pageReplySchema],
    ["/queries/product-page", { productKey: "SH-OXF-WHT" }, productPageReplySchema],
    ["/queries/cart-page", { cart: "SH-OXF-WHT" }, cartPageReplySchema],
    ["/queries/autocomplete", { q: "linn" }, autocompleteReplySchema],
  ] as const)("GET %s answers with the query alone (the body's defaults)", async (path, extra, schema) => {
    const reply = await call("GET", path, queryOf("nl", extra));
    expect(reply.status).toBe(200);
    expect(schema.safeParse(reply.body).success).toBe(true);
  });

  it("refuses a query without the visitor's keys or with an unknown locale (400)", async () => {
    const missing = await shop.request("GET", `${SEARCH_SERVICE_PATH}/queries/landing-page?market=NL&locale=nl-NL&touchpoint=desktop&pageReference=/l/elevate/sale`);
    expect(missing.status).toBe(400);
    expect(serviceErrorSchema.parse(missing.body).error.errors?.map((error) => error.path).sort()).toEqual(["customerKey", "sessionKey"]);
    const unknown = await call("GET", "/queries/landing-page", queryOf("nl", { locale: "it-IT", pageReference: "/l/elevate/sale" }));
    expect(unknown.status).toBe(400);
  });
});

describe("search service: search page and autocomplete", () => {
  it("a search page finds typos and answers every part", async () => {
    const reply = await call("POST", "/queries/search-page", queryOf("nl", { q: "ovrhemd linnen" }), {});
    expect(reply.status).toBe(200);
    const page = pageReplySchema.parse(reply.body);
    expect(page.primaryList?.productGroups[0]?.key.startsWith("SH-LIN-")).toBe(true);
    expect(page.seo?.pageHeading).toBe("Zoekresultaten voor “ovrhemd linnen”");
  });

  it("a search page without q is a 400", async () => {
    expect((await call("POST", "/queries/search-page", queryOf("nl"), {})).status).toBe(400);
  });

  it("autocomplete suggests products and phrases for the start of a word", async () => {
    const reply = await call("POST", "/queries/autocomplete", queryOf("nl", { q: "linnen overh" }), {});
    expect(reply.status).toBe(200);
    const parsed = autocompleteReplySchema.parse(reply.body);
    expect(parsed.productSuggestions[0]?.sku.startsWith("SH-LIN-")).toBe(true);
    expect(parsed.phraseSuggestions.map((phrase) => phrase.q)).toContain("linnen overhemd");
    expect(parsed.phraseSuggestions.find((phrase) => phrase.q === "linnen overhemd")?.highlighted).toBe("linnen <em>overh</em>emd");
  });

  it("autocomplete takes the limits of its body", async () => {
    const reply = autocompleteReplySchema.parse((await call("POST", "/queries/autocomplete", queryOf("en", { q: "shi" }), { productSuggestions: { limit: 2 }, phraseSuggestions: { limit: 1 } })).body);
    expect(reply.productSuggestions).toHaveLength(2);
    expect(reply.phraseSuggestions).toHaveLength(1);
  });
});

describe("search service: recommendations (limit 8)", () => {
  const lists = [
    { id: "alternatives", algorithm: "ALTERNATIVES" },
    { id: "upsell", algorithm: "UPSELL" },
  ];
  const catalogue = async (skus: string[]) =>
    (await shop.request("POST", "/api/catalog/shop_catalog_en/product/_search", { body: { filter: { sku: { in: skus } }, size: 50 } })).body.hits.hits.map(
      (hit: { _source: unknown }) => hit._source as { sku: string; category_ids: number[]; final_price: number },
    );

  it("product page: the group, ALTERNATIVES of the same category and UPSELL at a higher price", async () => {
    const reply = await call("POST", "/queries/product-page", queryOf("en", { productKey: "SH-POL-NAV" }), { recommendationLists: lists });
    expect(reply.status).toBe(200);
    const page = productPageReplySchema.parse(reply.body);
    expect(page.productGroup?.key).toBe("SH-POL-NAV");
    const [alternatives, upsell] = page.recommendationLists;
    expect(alternatives?.algorithm).toBe("ALTERNATIVES");
    expect(alternatives?.productGroups.length).toBeGreaterThan(0);
    expect(alternatives?.productGroups.length).toBeLessThanOrEqual(8);
    expect(alternatives?.productGroups.map((group) => group.key)).not.toContain("SH-POL-NAV");
    for (const product of await catalogue(alternatives?.productGroups.map((group) => group.key) ?? [])) expect(product.category_ids).toContain(10);
    expect(upsell?.productGroups.length).toBeGreaterThan(0);
    const [own] = await catalogue(["SH-POL-NAV"]);
    for (const product of await catalogue(upsell?.productGroups.map((group) => group.key) ?? [])) {
      expect(product.category_ids).toContain(10);
      expect(product.final_price).toBeGreaterThan(own?.final_price ?? Infinity);
    }
  });

  it("a body that does not fit its schema is a 400 naming the field", async () => {
    const reply = await call("POST", "/queries/product-page", queryOf("en", { productKey: "SH-POL-NAV" }), { recommendationLists: [{ id: "x", algorithm: "POPULAR" }] });
    expect(reply.status).toBe(400);
    expect(serviceErrorSchema.parse(reply.body).error.errors?.[0]?.path).toBe("recommendationLists.0.algorithm");
  });

  it("an unknown product answers no group and empty lists", async () => {
    const page = productPageReplySchema.parse((await call("POST", "/queries/product-page", queryOf("en", { productKey: "NOPE" }), { recommendationLists: lists })).body);
    expect(page.productGroup).toBeNull();
    expect(page.recommendationLists.every((list) => list.productGroups.length === 0)).toBe(true);
  });

  it("cart page: the cart's groups and a CART list of complementary categories, none in the cart", async () => {
    const body = { recommendationLists: [{ id: "cart", algorithm: "CART" }] };
    const reply = await call("POST", "/queries/cart-page", queryOf("en", { cart: "SH-OXF-WHT|TR-CHI-BEI" }), body);
    expect(reply.status).toBe(200);
    const page = cartPageReplySchema.parse(reply.body);
    expect(page.cart?.productGroups.map((group) => group.key)).toEqual(["SH-OXF-WHT", "TR-CHI-BEI"]);
    const keys = page.recommendationLists[0]?.productGroups.map((group) => group.key) ?? [];
    expect(keys).toHaveLength(8);
    expect(keys.some((key) => key.startsWith("AC-"))).toBe(true);
    expect(keys.some((key) => key.startsWith("SH-") || key.startsWith("TR-"))).toBe(false);
  });
});

describe("search service: notifications and visitors", () => {
  const session = z.object({
    sessionKey: z.string(),
    customerKey: z.string(),
    requests: z.number(),
    notifications: z.array(z.object({ type: z.string(), ticket: z.string().nullable(), productKey: z.string().nullable(), customerKey: z.string() })),
  });

  it("records add-to-cart, click and end with the session and customer keys (204)", async () => {
    const query = queryOf("nl", {}, "session-notify", "customer-a");
    expect((await call("POST", "/notifications/click", query, { ticket: "landing:sale;SH-OXF-LBL;0" })).status).toBe(204);
    expect((await call("POST", "/notifications/add-to-cart", query, { productKey: "SH-OXF-LBL" })).status).toBe(204);
    expect((await call("POST", "/notifications/end", query, { ticket: "landing:sale;SH-OXF-LBL;0" })).status).toBe(204);
    expect((await call("POST", "/notifications/view", query, { ticket: "x" })).status).toBe(404);
    expect((await call("POST", "/notifications/click", query, { ticket: "x", productKey: "y" })).status).toBe(400);
    const record = session.parse((await shop.request("GET", `${SEARCH_SERVICE_PATH}/dev/sessions/session-notify`)).body);
    expect(record.notifications.map((entry) => [entry.type, entry.ticket ?? entry.productKey])).toEqual([
      ["click", "landing:sale;SH-OXF-LBL;0"],
      ["add-to-cart", "SH-OXF-LBL"],
      ["end", "landing:sale;SH-OXF-LBL;0"],
    ]);
  });

  it("tracks a session's calls and the customer key it last came with; notify records a click", async () => {
    await call("GET", "/queries/landing-page", queryOf("nl", { pageReference: "/l/elevate/sale" }, "session-track", "guest-key"));
    await call("GET", "/queries/landing-page", queryOf("nl", { pageReference: "/l/elevate/sale", notify: "landing:sale;X;1" }, "session-track", "customer-key"));
    const record = session.parse((await shop.request("GET", `${SEARCH_SERVICE_PATH}/dev/sessions/session-track`)).body);
    expect(record.requests).toBe(2);
    expect(record.customerKey).toBe("customer-key");
    expect(record.notifications).toEqual([{ type: "click", ticket: "landing:sale;X;1", productKey: null, customerKey: "customer-key" }]);
  });
});
