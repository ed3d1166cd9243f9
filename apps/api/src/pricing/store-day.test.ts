import { renderListReplySchema } from "@shop/catalog-pricing";
import { envelopeOf } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../testing/test-server";

// 22:30 UTC on 14 June is already 15 June in Amsterdam (UTC+2): the store view's day counts, not UTC's.
const clock = new Date("2026-06-14T22:30:00Z");
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ now: () => clock });
  // A sale that starts on the 15th and one that ended on the 14th, in every index.
  await shop.server.db.query(
    `UPDATE catalog_document SET doc = doc || CASE sku
       WHEN 'AC-STI-NAV' THEN jsonb_build_object('special_price', 10, 'special_from_date', '2026-06-15 00:00:00', 'special_to_date', null)
       ELSE jsonb_build_object('special_price', 10, 'special_from_date', null, 'special_to_date', '2026-06-14 23:59:59') END
     WHERE entity_type = 'product' AND sku IN ('AC-STI-NAV', 'AC-POC-WHT')`,
  );
});
afterAll(() => shop.close());

const renderList = async (skus: string) => {
  const reply = await shop.request("GET", `/api/product/render-list?skus=${skus}&storeCode=nl`);
  return envelopeOf(renderListReplySchema).parse(reply.body).result.items;
};

describe("special prices count by the store view's calendar day (commerce-core.md §4 Price rules)", () => {
  it("render-list: a sale from the 15th runs, one to the 14th has ended, at 00:30 in Amsterdam", async () => {
    const [tie, pocket] = (await renderList("AC-STI-NAV,AC-POC-WHT")).map((item) => item.price_info.extension_attributes?.tax_adjustments);
    expect(tie?.final_price).toBe(10);
    expect(pocket?.final_price).toBeGreaterThan(10);
    expect(pocket?.final_price).toBe(pocket?.regular_price);
  });

  it("a cart prices its lines by the same day", async () => {
    const cartId = (await shop.request("POST", "/api/ext/shop/cart/create?storeCode=nl")).body.result as string;
    for (const sku of ["AC-STI-NAV", "AC-POC-WHT"]) {
      const added = await shop.request("POST", `/api/ext/shop/cart/update?cartId=${cartId}`, { body: { cartItem: { sku, qty: 1, quoteId: cartId } } });
      expect(added.status).toBe(200);
    }
    const pulled = (await shop.request("GET", `/api/ext/shop/cart/pull?cartId=${cartId}`)).body.result as { sku: string; price: number }[];
    const bySku = new Map(pulled.map((line) => [line.sku, line.price]));
    expect(bySku.get("AC-STI-NAV")).toBe(10);
    expect(bySku.get("AC-POC-WHT")).toBeGreaterThan(10);
  });
});
