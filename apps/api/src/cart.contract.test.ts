import {
  cartDeleteReplySchema,
  cartIdSchema,
  cartPullReplySchema,
  cartTotalsSchema,
  couponReplySchema,
  discountReplySchema,
  MAX_CART_ITEM_QTY,
  paymentMethodsReplySchema,
  serverCartItemSchema,
  shippingInformationReplySchema,
  shippingMethodsReplySchema,
} from "@shop/cart";
import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { REQUIRED_MESSAGE } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { holdInTransaction, meetInTransactions, meetingPoint } from "./testing/meeting-point";
import { createTestShop, productSource, signUp, type TestShop } from "./testing/test-server";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const cart = "/api/ext/shop/cart";
const itemReply = envelopeOf(serverCartItemSchema);
const totalsReply = envelopeOf(cartTotalsSchema);
const address = { firstname: "Jan", lastname: "Jansen", street: ["Keizersgracht", "123"], city: "Amsterdam", postcode: "1015 CJ", country_id: "NL" };

async function newCart(token?: string, storeCode?: string) {
  const reply = await shop.request("POST", `${cart}/create${storeCode === undefined ? "" : `?storeCode=${storeCode}`}`, { token });
  return envelopeOf(cartIdSchema).parse(reply.body).result;
}
const update = (cartId: string, cartItem: Record<string, unknown>, options: { token?: string; headers?: Record<string, string> } = {}) =>
  shop.request("POST", `${cart}/update?cartId=${cartId}`, { body: { cartItem: { quoteId: cartId, ...cartItem } }, ...options });

describe("guest cart (commerce-core.md §7 Cart)", () => {
  it("adds a configurable child, a parent with options, a simple product and a bundle", async () => {
    const cartId = await newCart();
    const child = itemReply.parse((await update(cartId, { sku: "SH-OXF-WHT-M", qty: 1 })).body).result;
    expect(child).toMatchObject({ sku: "SH-OXF-WHT-M", product_type: "configurable", name: "Oxford overhemd wit", quote_id: cartId, price: 79.95 });
    expect(child.product_option?.extension_attributes.configurable_item_options).toEqual([{ option_id: "93", option_value: 49 }, { option_id: "142", option_value: 163 }]);
    const byOptions = itemReply.parse(
      (await update(cartId, { sku: "SH-OXF-WHT", qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: "142", option_value: 164 }] } } })).body,
    ).result;
    expect(byOptions.sku).toBe("SH-OXF-WHT-L");
    await update(cartId, { sku: "AC-STI-NAV", qty: 2 });
    const bundle = itemReply.parse((await update(cartId, { sku: "BU-GIFT", qty: 1 })).body).result;
    expect(bundle.product_option?.extension_attributes.bundle_options?.map((option) => option.option_selections[0])).toEqual(["AC-STI-NAV", "AC-POC-WHT", "AC-SOK-NAV"]);
    const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
    expect(pulled.map((item) => [item.sku, item.qty])).toEqual([["SH-OXF-WHT-M", 1], ["SH-OXF-WHT-L", 1], ["AC-STI-NAV", 2], ["BU-GIFT", 1]]);
  });

  it("reads the catalogue and the coupon tables once per request: totals are priced once (/totals, /collect-totals, /update, /pull)", async () => {
    const cartId = await newCart();
    await update(cartId, { sku: "SH-OXF-WHT-M", qty: 1 });
    await update(cartId, { sku: "AC-STI-NAV", qty: 2 });
    await shop.request("POST", `${cart}/apply-coupon?cartId=${cartId}&coupon=WELCOME10`);
    const readsOf = async (method: string, path: string, body?: unknown) => {
      const spy = vi.spyOn(shop.server.db, "query");
      const reply = await shop.request(method, path, { body });
      const sql = spy.mock.calls.map(([statement]) => String(statement));
      spy.mockRestore();
      expect(reply.status).toBe(200);
      return { documents: sql.filter((statement) => statement.includes("catalog_document")).length, coupons: sql.filter((statement) => statement.includes("FROM coupon")).length };
    };
    expect(await readsOf("GET", `${cart}/totals?cartId=${cartId}`)).toEqual({ documents: 1, coupons: 1 });
    expect(await readsOf("POST", `${cart}/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: "ideal" } } })).toEqual({ documents: 1, coupons: 1 });
    expect(await readsOf("GET", `${cart}/pull?cartId=${cartId}`)).toEqual({ documents: 1, coupons: 0 });
    const [shirt, tie] = (await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body.result;
    // A simple product: its document alone; a configurable child: it, then its parent. Resolving and pricing share them.
    expect((await readsOf("POST", `${cart}/update?cartId=${cartId}`, { cartItem: { quoteId: cartId, sku: "AC-STI-NAV", qty: 3, item_id: tie.item_id } })).documents).toBe(1);
    expect((await readsOf("POST", `${cart}/update?cartId=${cartId}`, { cartItem: { quoteId: cartId, sku: "SH-OXF-WHT-M", qty: 2, item_id: shirt.item_id } })).documents).toBe(2);
  });

  it("a bundle selection takes its link's quantity; a sent option_qty does not change it (commerce-core.md §4 Bundle price)", async () => {
    const cartId = await newCart();
    const defaults = itemReply.parse((await update(cartId, { sku: "BU-GIFT", qty: 1 })).body).result;
    const other = await newCart();
    for (const [index, optionQty] of [0, -3].entries()) {
      const bundle_options = [{ option_id: 1, option_qty: optionQty, option_selections: ["AC-STI-NAV"] }];
      const added = itemReply.parse((await update(other, { sku: "BU-GIFT", qty: 1, product_option: { extension_attributes: { bundle_options } } })).body).result;
      // The second add makes the line 2 boxes, whose 4 socks reach the socks' tier price (below).
      if (index === 0) expect(added.price).toBe(defaults.price);
      else expect(added.price).toBeLessThan(defaults.price);
      expect(added.product_option?.extension_attributes.bundle_options?.find((option) => option.option_id === 1)?.option_qty).toBe(1);
    }
    // Both adds are the default selection, so they are one line.
    const totals = totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${other}`)).body).result;
    expect(totals.items.map((item) => item.qty)).toEqual([2]);
    // Two boxes take 2 × 2 socks: the socks' tier price from 3 pieces (−10 %) now counts, so a box costs less than one alone.
    const line = totals.items[0]!;
    expect(line.price_incl_tax).toBeLessThan(defaults.price);
    expect(totals.subtotal_incl_tax).toBe(Math.round(2 * line.price_incl_tax * 100) / 100);
  });

  it("a bundle line's stock check counts its parts in pieces: link qty × boxes (issue 4 \"salable-for-requested-qty\"; commerce-core.md §4 the default option times its qty)", async () => {
    // BU-GIFT takes 2 AC-SOK-NAV per box: with 3 socks, one box fits and two do not.
    const before = (await shop.request("GET", "/api/stock/check?sku=AC-SOK-NAV")).body.result;
    await shop.server.db.query("UPDATE stock_item SET qty = 3, is_in_stock = true WHERE sku = 'AC-SOK-NAV'");
    try {
      const cartId = await newCart();
      const two = await update(cartId, { sku: "BU-GIFT", qty: 2 });
      expect(two.status).toBe(400);
      expect(errorEnvelopeSchema.parse(two.body).result).toMatchObject({ message: "De gevraagde hoeveelheid is niet beschikbaar", errors: [{ path: "cartItem.qty" }] });
      expect(itemReply.parse((await update(cartId, { sku: "BU-GIFT", qty: 1 })).body).result.qty).toBe(1);
    } finally {
      await shop.server.db.query("UPDATE stock_item SET qty = $2, is_in_stock = $3 WHERE sku = $1", ["AC-SOK-NAV", before.qty, before.is_in_stock]);
    }
  });

  it("a simple line set to 3 pieces takes the all-groups tier price from 3 (commerce-core.md §6 price tiers per group; issue 4 \"tier prices\")", async () => {
    const socks = await productSource(shop, "AC-SOK-NAV");
    const tier = socks.tier_prices.find((entry: { customer_group_id: number; qty: number }) => entry.customer_group_id === 32000 && entry.qty === 3).value;
    expect(tier).toBeLessThan(socks.final_price_incl_tax);
    const cartId = await newCart();
    const one = itemReply.parse((await update(cartId, { sku: "AC-SOK-NAV", qty: 1 })).body).result;
    expect(one.price).toBe(socks.final_price_incl_tax);
    const three = itemReply.parse((await update(cartId, { sku: "AC-SOK-NAV", qty: 3, item_id: one.item_id })).body).result;
    expect(three.price).toBe(tier);
    const totals = totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${cartId}`)).body).result;
    expect(totals.subtotal_incl_tax).toBe(Math.round(3 * tier * 100) / 100);
  });

  it("adds to a line without item_id, sets the quantity with it, deletes it", async () => {
    const cartId = await newCart();
    const first = itemReply.parse((await update(cartId, { sku: "TR-CHI-NAV-32", qty: 1 })).body).result;
    const merged = itemReply.parse((await update(cartId, { sku: "TR-CHI-NAV-32", qty: 1 })).body).result;
    expect(merged).toMatchObject({ item_id: first.item_id, qty: 2 });
    const set = itemReply.parse((await update(cartId, { sku: "TR-CHI-NAV-32", qty: 1, item_id: first.item_id })).body).result;
    expect(set.qty).toBe(1);
    const deleted = await shop.request("POST", `${cart}/delete?cartId=${cartId}`, { body: { cartItem: { item_id: first.item_id, quoteId: cartId } } });
    expect(envelopeOf(cartDeleteReplySchema).parse(deleted.body).result).toBe(true);
    expect((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body.result).toEqual([]);
    expect((await shop.request("POST", `${cart}/delete?cartId=${cartId}`, { body: { cartItem: { item_id: first.item_id, quoteId: cartId } } })).status).toBe(404);
  });

  it("totals carry segments, item options, discounts and tax", async () => {
    const cartId = await newCart();
    const product = await productSource(shop, "SH-POP-WHT");
    const wrapping = product.custom_options.find((option: { title: string }) => option.title === "Cadeauverpakking");
    const luxury = wrapping.values.find((value: { title: string }) => value.title === "Luxe doos");
    const added = await update(cartId, { sku: "SH-POP-WHT-M", qty: 2, product_option: { extension_attributes: { custom_options: [{ option_id: wrapping.option_id, option_value: luxury.option_type_id }] } } });
    expect(added.status).toBe(200);
    const plain = totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${cartId}`)).body).result;
    expect(plain.items[0]?.options).toEqual([{ label: "Kleur", value: "Wit" }, { label: "Maat", value: "M" }, { label: "Cadeauverpakking", value: "Luxe doos" }]);
    // Luxury box: +5 % of the price (commerce-core.md §4 percent options).
    expect(plain.items[0]?.price_incl_tax).toBe(94.45);
    expect(plain.total_segments.map((segment) => segment.code)).toEqual(["subtotal", "tax", "grand_total"]);
    expect(plain.tax_amount).toBeCloseTo(188.9 - 188.9 / 1.21, 2);

    expect(envelopeOf(couponReplySchema).parse((await shop.request("POST", `${cart}/apply-coupon?cartId=${cartId}&coupon=welcome10`)).body).result).toBe(true);
    const discounts = envelopeOf(discountReplySchema).parse((await shop.request("POST", `${cart}/apply-discount?cartId=${cartId}`, { body: { discount: [{ code: "LOYALTY5" }] } })).body).result;
    expect(discounts).toEqual([{ code: "LOYALTY5", label: "Loyalty reward €5", amount: 5 }]);
    const discounted = totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${cartId}`)).body).result;
    expect(discounted.coupon_code).toBe("WELCOME10");
    expect(discounted.discount_amount).toBe(-(18.89 + 5));
    expect(discounted.grand_total).toBe(188.9 - 23.89);
    expect(discounted.total_segments.find((segment) => segment.code === "discount")).toMatchObject({ value: -23.89, title: "Discount (WELCOME10, LOYALTY5)" });

    expect(envelopeOf(couponReplySchema).parse((await shop.request("POST", `${cart}/delete-coupon?cartId=${cartId}`)).body).result).toBe(true);
    expect(envelopeOf(discountReplySchema).parse((await shop.request("POST", `${cart}/delete-discount?cartId=${cartId}`, { body: { discount: [] } })).body).result).toEqual([]);
    expect(totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${cartId}`)).body).result.discount_amount).toBe(0);
  });

  describe("custom options are checked before they are priced (Magento's option validation)", () => {
    const monogram = async () => {
      const product = await productSource(shop, "SH-OXF-WHT");
      return (product.custom_options as { option_id: number; title: string; max_characters: number }[]).find((option) => option.title === "Monogram")!;
    };
    const giftWrapping = async () => {
      const product = await productSource(shop, "SH-POP-WHT");
      return (product.custom_options as { option_id: number; title: string; values: { option_type_id: number; title: string; price: number }[] }[]).find((option) => option.title === "Cadeauverpakking")!;
    };
    const withOptions = (custom_options: Record<string, unknown>[]) => ({ sku: "SH-OXF-WHT-M", qty: 1, product_option: { extension_attributes: { custom_options } } });
    const path = "cartItem.product_option.extension_attributes.custom_options";

    it("a blank optional text is no choice: not stored, not charged, not shown", async () => {
      const { option_id } = await monogram();
      const cartId = await newCart();
      const added = itemReply.parse((await update(cartId, withOptions([{ option_id, option_value: "  " }]))).body).result;
      expect(added.price).toBe(79.95);
      expect(added.product_option?.extension_attributes.custom_options).toBeUndefined();
      const totals = totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${cartId}`)).body).result;
      expect(totals.items[0]?.options.map((option) => option.label)).toEqual(["Kleur", "Maat"]);
      // The same line as the shirt without options.
      expect(itemReply.parse((await update(cartId, { sku: "SH-OXF-WHT-M", qty: 1 })).body).result).toMatchObject({ item_id: added.item_id, qty: 2 });
    });

    it("a text above max_characters is refused at its option_value", async () => {
      const { option_id, max_characters } = await monogram();
      expect(max_characters).toBe(3);
      const reply = await update(await newCart(), withOptions([{ option_id, option_value: "ABCDEFGHIJKLMNOP" }]));
      expect(reply.status).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).result).toEqual({ message: "The text is too long. Shorten the text and try again.", errors: [{ path: `${path}.0.option_value`, message: "at most 3 characters" }] });
    });

    it("an option sent twice is refused at its second entry, not charged twice", async () => {
      const { option_id } = await monogram();
      const cartId = await newCart();
      const reply = await update(cartId, withOptions([{ option_id, option_value: "JJ" }, { option_id, option_value: "KK" }, { option_id, option_value: "LL" }]));
      expect(reply.status).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path: `${path}.1` }] });
      expect((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body.result).toEqual([]);
    });

    it("keeps only option_id and option_value (text trimmed): other keys are not stored and do not make another line", async () => {
      const { option_id } = await monogram();
      const cartId = await newCart();
      const added = itemReply.parse((await update(cartId, withOptions([{ option_id, option_value: " JJ ", label: "sneaky", price: 0 }]))).body).result;
      expect(added.price).toBe(87.45);
      expect(added.product_option?.extension_attributes.custom_options).toEqual([{ option_id, option_value: "JJ" }]);
      const [row] = await shop.server.db.query<{ product_option: unknown }>("SELECT product_option FROM cart_item WHERE id = $1", [added.item_id]);
      expect(row?.product_option).toMatchObject({ extension_attributes: { custom_options: [{ option_id, option_value: "JJ" }] } });
      expect(itemReply.parse((await update(cartId, withOptions([{ option_id, option_value: "JJ" }]))).body).result).toMatchObject({ item_id: added.item_id, qty: 2 });
    });

    it("one choice spelt as text or number is one line: the line maximum (max_sale_qty 3) counts on it", async () => {
      const wrapping = await giftWrapping();
      const value = wrapping.values[0]!.option_type_id;
      await shop.server.db.query("UPDATE stock_item SET qty = 50, is_in_stock = true, max_sale_qty = 3 WHERE sku = 'SH-POP-WHT-M'");
      try {
        const cartId = await newCart();
        const wrapped = (option_id: number | string, option_value: number | string, qty: number) => update(cartId, { sku: "SH-POP-WHT-M", qty, product_option: { extension_attributes: { custom_options: [{ option_id, option_value }] } } });
        const first = itemReply.parse((await wrapped(wrapping.option_id, value, 2)).body).result;
        expect(first.product_option?.extension_attributes.custom_options).toEqual([{ option_id: wrapping.option_id, option_value: value }]);
        expect(itemReply.parse((await wrapped(String(wrapping.option_id), value, 1)).body).result).toMatchObject({ item_id: first.item_id, qty: 3 });
        const refused = await wrapped(wrapping.option_id, String(value), 1);
        expect(refused.status).toBe(400);
        expect(errorEnvelopeSchema.parse(refused.body).result).toMatchObject({ message: "The most you may purchase is 3.", errors: [{ path: "cartItem.qty" }] });
        const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
        expect(pulled.map((item) => [item.item_id, item.qty])).toEqual([[first.item_id, 3]]);
      } finally {
        await shop.server.db.query("UPDATE stock_item SET max_sale_qty = 10000 WHERE sku = 'SH-POP-WHT-M'");
      }
    });

    it("a line stored by older code (ids and values as text, label and price kept) is the same line as that choice now", async () => {
      const wrapping = await giftWrapping();
      const value = wrapping.values[0]!;
      const cartId = await newCart();
      const choice = { sku: "SH-POP-WHT-M", qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: wrapping.option_id, option_value: value.option_type_id }] } } };
      const line = itemReply.parse((await update(cartId, choice)).body).result;
      // As older code stored what the client sent.
      const old = { ...line.product_option!.extension_attributes, custom_options: [{ option_id: String(wrapping.option_id), option_value: String(value.option_type_id), label: wrapping.title, value: value.title, price: value.price }] };
      await shop.server.db.query("UPDATE cart_item SET product_option = $2::jsonb WHERE id = $1", [line.item_id, JSON.stringify({ extension_attributes: old })]);
      expect(itemReply.parse((await update(cartId, choice)).body).result).toMatchObject({ item_id: line.item_id, qty: 2 });
      const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
      expect(pulled.map((item) => [item.item_id, item.qty, item.product_option?.extension_attributes.custom_options])).toEqual([[line.item_id, 2, choice.product_option.extension_attributes.custom_options]]);
    });
  });

  it("answers 400 with the shared required-field message when no coupon code is sent", async () => {
    const cartId = await newCart();
    for (const body of [undefined, { coupon: "  " }]) {
      const reply = await shop.request("POST", `${cart}/apply-coupon?cartId=${cartId}`, { body });
      expect(reply.status).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path: "coupon", message: REQUIRED_MESSAGE }] });
    }
  });

  it("answers 404 for an unknown or inactive coupon and an unknown discount code (commerce-core.md §8)", async () => {
    const cartId = await newCart();
    for (const coupon of ["NOPE", "SUMMER2020"]) {
      const reply = await shop.request("POST", `${cart}/apply-coupon?cartId=${cartId}`, { body: { coupon: [coupon] } });
      expect(reply.status).toBe(404);
      expect(errorEnvelopeSchema.parse(reply.body).result).toBe("The coupon code isn't valid. Verify the code and try again.");
    }
    const discount = await shop.request("POST", `${cart}/apply-discount?cartId=${cartId}`, { body: { discount: [{ code: "FREE" }] } });
    expect(discount.status).toBe(404);
    expect(discount.body.result).toBe("Not a valid discount code");
  });

  it("estimates shipping methods, some unavailable, then takes shipping information and a payment method", async () => {
    const cartId = await newCart();
    await update(cartId, { sku: "KN-CAB-NAV-L", qty: 1 });
    const methods = envelopeOf(shippingMethodsReplySchema).parse((await shop.request("POST", `${cart}/shipping-methods?cartId=${cartId}`, { body: { address: { country_id: "NL", postcode: "1015 CJ" } } })).body).result;
    expect(methods.some((method) => !method.available)).toBe(true);
    expect(methods.find((method) => method.carrier_code === "flatrate")).toMatchObject({ available: true, price_incl_tax: 0 });
    const abroad = envelopeOf(shippingMethodsReplySchema).parse((await shop.request("POST", `${cart}/shipping-methods?cartId=${cartId}`, { body: { address: { country_id: "US" } } })).body).result;
    expect(abroad.filter((method) => method.available).map((method) => method.method_code)).toEqual(["international"]);
    const unavailable = await shop.request("POST", `${cart}/shipping-information?cartId=${cartId}`, { body: { addressInformation: { shippingAddress: address, shipping_carrier_code: "pickup", shipping_method_code: "store" } } });
    expect(unavailable.status).toBe(400);
    const info = envelopeOf(shippingInformationReplySchema).parse(
      (await shop.request("POST", `${cart}/shipping-information?cartId=${cartId}`, { body: { addressInformation: { shippingAddress: address, billingAddress: address, shipping_carrier_code: "postnl", shipping_method_code: "evening" } } })).body,
    ).result;
    expect(info.totals.shipping_incl_tax).toBe(6.95);
    expect(info.totals.total_segments.find((segment) => segment.code === "shipping")?.title).toBe("Shipping & Handling (PostNL - Evening delivery)");
    expect(envelopeOf(paymentMethodsReplySchema).parse((await shop.request("GET", `${cart}/payment-methods?cartId=${cartId}`)).body).result.map((method) => method.code)).toContain("ideal");
    const price = info.totals.items[0]!.price_incl_tax;
    const collected = totalsReply.parse((await shop.request("POST", `${cart}/collect-totals?cartId=${cartId}`, { body: { methods: { paymentMethod: { method: "ideal" }, shippingCarrierCode: "flatrate", shippingMethodCode: "flatrate" } } })).body).result;
    // Standard delivery is free from €75 (seed).
    expect(collected.grand_total).toBe(price + (price >= 75 ? 0 : 4.95));
    expect(collected.total_segments.find((segment) => segment.code === "shipping")?.title).toBe("Shipping & Handling (PostNL - Standard delivery)");
  });

  it("collect-totals refuses a shipping method that does not exist or cannot ship, at methods.shippingMethodCode, and keeps the stored one", async () => {
    const cartId = await newCart();
    await update(cartId, { sku: "AC-SOK-NAV", qty: 1 });
    const collect = (methods: Record<string, unknown>) => shop.request("POST", `${cart}/collect-totals?cartId=${cartId}`, { body: { methods } });
    const stored = async () => (await shop.server.db.query("SELECT shipping_carrier_code, shipping_method_code, payment_method FROM cart WHERE token = $1", [cartId]))[0];
    const chosen = totalsReply.parse((await collect({ shippingCarrierCode: "flatrate", shippingMethodCode: "flatrate" })).body).result;
    expect(chosen.total_segments.map((segment) => segment.code)).toContain("shipping");
    for (const [carrier, method] of [["nope", "nope"], ["pickup", "store"]]) {
      const reply = await collect({ paymentMethod: { method: "ideal" }, shippingCarrierCode: carrier, shippingMethodCode: method });
      expect(reply.status).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ message: `Carrier with such method not found: ${carrier}, ${method}`, errors: [{ path: "methods.shippingMethodCode" }] });
    }
    expect(await stored()).toEqual({ shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method: null });
    expect(totalsReply.parse((await shop.request("GET", `${cart}/totals?cartId=${cartId}`)).body).result.grand_total).toBe(chosen.grand_total);
  });

  it("refuses more than the stock, in the store's language (commerce-core.md §8)", async () => {
    const stock = (await shop.request("GET", "/api/stock/check?sku=SH-OXF-WHT-XL")).body.result;
    const nl = await newCart(undefined, "nl");
    const reply = await update(nl, { sku: "SH-OXF-WHT-XL", qty: stock.qty + 1 });
    expect(reply.status).toBe(400);
    expect(reply.body.result.message).toBe("De gevraagde hoeveelheid is niet beschikbaar");
    const en = await newCart(undefined, "en");
    expect((await update(en, { sku: "SH-OXF-WHT-XL", qty: stock.qty + 1 })).body.result.message).toBe("The requested qty is not available");
  });

  it.each([
    ["an unknown sku", { sku: "NOPE", qty: 1 }, 404],
    ["a disabled product", { sku: "JA-FLD-BEI-M", qty: 1 }, 400],
    ["a disabled child", { sku: "SH-OXF-PNK-XXL", qty: 1 }, 400],
    ["a sold-out product", { sku: "JA-SUE-BRN-M", qty: 1 }, 400],
    ["a configurable without options", { sku: "SH-OXF-WHT", qty: 1 }, 400],
    ["a grouped product", { sku: "GR-TIE-SET", qty: 1 }, 400],
    ["a zero quantity", { sku: "AC-STI-NAV", qty: 0 }, 400],
    ["a text quantity", { sku: "AC-STI-NAV", qty: "2" }, 400],
    ["an unknown custom option", { sku: "SH-OXF-WHT-M", qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: 999, option_value: 1 }] } } }, 400],
  ])("refuses %s", async (_case, cartItem, status) => {
    const cartId = await newCart();
    const reply = await update(cartId, cartItem);
    expect(reply.status).toBe(status);
    expect(errorEnvelopeSchema.safeParse(reply.body).success).toBe(true);
  });

  it.each([
    ["no body", undefined, "cartItem"],
    ["malformed JSON", "{oops", "(root)"],
    ["no cartItem", { sku: "A" }, "cartItem"],
    ["a quoteId of another cart", { cartItem: { sku: "AC-STI-NAV", qty: 1, quoteId: "other" } }, "cartItem.quoteId"],
  ])("answers a bad body (%s) with 400 at its field", async (_case, body, path) => {
    const cartId = await newCart();
    const reply = await shop.request("POST", `${cart}/update?cartId=${cartId}`, { body });
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path }] });
  });

  it("needs a cartId and answers 404 for an unknown one", async () => {
    expect((await shop.request("GET", `${cart}/pull`)).status).toBe(400);
    expect((await shop.request("GET", `${cart}/pull?cartId=nope`)).status).toBe(404);
  });

  it("answers values the database cannot hold 400 at their field: an item id above its integer, a NUL character, a lone surrogate", async () => {
    const cartId = await newCart();
    const tooBig = 3_000_000_000;
    const deleted = await shop.request("POST", `${cart}/delete?cartId=${cartId}`, { body: { cartItem: { item_id: tooBig, quoteId: cartId } } });
    const updated = await update(cartId, { sku: "AC-STI-NAV", qty: 1, item_id: tooBig });
    for (const reply of [deleted, updated]) {
      expect(reply.status).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path: "cartItem.item_id" }] });
    }
    const nulCart = await shop.request("GET", `${cart}/pull?cartId=${cartId}%00`);
    expect(nulCart.status).toBe(400);
    expect(errorEnvelopeSchema.parse(nulCart.body).result).toMatchObject({ errors: [{ path: "cartId" }] });
    const nulSku = await update(cartId, { sku: "AC-STI\u0000NAV", qty: 1 });
    expect(errorEnvelopeSchema.parse(nulSku.body).result).toMatchObject({ errors: [{ path: "cartItem.sku" }] });
    // A lone surrogate (valid as a JSON escape, no text): jsonb refuses it, a text column would store U+FFFD.
    const lone = await shop.request("POST", `${cart}/shipping-information?cartId=${cartId}`, {
      body: { addressInformation: { shippingAddress: { ...address, city: "Amster\ud800dam" }, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate" } },
    });
    expect(lone.status).toBe(400);
    expect(errorEnvelopeSchema.parse(lone.body).result).toMatchObject({ errors: [{ path: "addressInformation.shippingAddress.city" }] });
  });

  it("refuses to add a line above the most one line may hold (MAX_CART_ITEM_QTY), and keeps the line", async () => {
    const cartId = await newCart();
    // A gift card: its stock is not counted, so only the line maximum stops it.
    const line = itemReply.parse((await update(cartId, { sku: "GC-050", qty: MAX_CART_ITEM_QTY })).body).result;
    const more = await update(cartId, { sku: "GC-050", qty: 1 });
    expect(more.status).toBe(400);
    expect(errorEnvelopeSchema.parse(more.body).result).toMatchObject({ message: `The most you may purchase is ${MAX_CART_ITEM_QTY}.`, errors: [{ path: "cartItem.qty" }] });
    const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
    expect(pulled).toMatchObject([{ item_id: line.item_id, qty: MAX_CART_ITEM_QTY }]);
  });

  it("refuses a line above the stock item's max_sale_qty, added to or set", async () => {
    await shop.server.db.query("UPDATE stock_item SET qty = 50, is_in_stock = true, max_sale_qty = 3 WHERE sku = 'AC-STI-OLV'");
    const cartId = await newCart();
    const line = itemReply.parse((await update(cartId, { sku: "AC-STI-OLV", qty: 2 })).body).result;
    const added = await update(cartId, { sku: "AC-STI-OLV", qty: 2 });
    expect(added.status).toBe(400);
    expect(errorEnvelopeSchema.parse(added.body).result).toMatchObject({ message: "The most you may purchase is 3.", errors: [{ path: "cartItem.qty" }] });
    expect((await update(cartId, { sku: "AC-STI-OLV", qty: 4, item_id: line.item_id })).status).toBe(400);
    expect(itemReply.parse((await update(cartId, { sku: "AC-STI-OLV", qty: 3, item_id: line.item_id })).body).result.qty).toBe(3);
  });

  it("an edit (item_id) that makes a line a copy of another merges into it: the line maximum counts on the sum, never two lines alike", async () => {
    await shop.server.db.query("UPDATE stock_item SET qty = 50, is_in_stock = true, max_sale_qty = 3 WHERE sku = 'SH-POP-WHT-M'");
    try {
      const product = await productSource(shop, "SH-POP-WHT");
      const wrapping = product.custom_options.find((option: { title: string }) => option.title === "Cadeauverpakking");
      const wrapped = { extension_attributes: { custom_options: [{ option_id: wrapping.option_id, option_value: wrapping.values[0].option_type_id }] } };
      const plain = { extension_attributes: { custom_options: [] } };
      const pulled = async (cartId: string) => envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result.map((item) => [item.item_id, item.qty, item.product_option?.extension_attributes.custom_options?.length ?? 0]);

      const full = await newCart();
      const first = itemReply.parse((await update(full, { sku: "SH-POP-WHT-M", qty: 3 })).body).result;
      const second = itemReply.parse((await update(full, { sku: "SH-POP-WHT-M", qty: 3, product_option: wrapped })).body).result;
      const refused = await update(full, { sku: "SH-POP-WHT-M", qty: 3, item_id: second.item_id, product_option: plain });
      expect(refused.status).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.body).result).toMatchObject({ message: "The most you may purchase is 3.", errors: [{ path: "cartItem.qty" }] });
      expect(await pulled(full)).toEqual([[first.item_id, 3, 0], [second.item_id, 3, 1]]);

      const room = await newCart();
      const kept = itemReply.parse((await update(room, { sku: "SH-POP-WHT-M", qty: 1 })).body).result;
      const edited = itemReply.parse((await update(room, { sku: "SH-POP-WHT-M", qty: 1, product_option: wrapped })).body).result;
      const merged = itemReply.parse((await update(room, { sku: "SH-POP-WHT-M", qty: 2, item_id: edited.item_id, product_option: plain })).body).result;
      expect(merged).toMatchObject({ item_id: kept.item_id, qty: 3 });
      expect(await pulled(room)).toEqual([[kept.item_id, 3, 0]]);
    } finally {
      await shop.server.db.query("UPDATE stock_item SET max_sale_qty = 10000 WHERE sku = 'SH-POP-WHT-M'");
    }
  });

  describe("concurrent edits of one cart take turns under the cart's row lock (README \"Lock order\")", () => {
    const setUp = async () => {
      const product = await productSource(shop, "SH-POP-WHT");
      const wrapping = product.custom_options.find((option: { title: string }) => option.title === "Cadeauverpakking");
      const wrapped = { extension_attributes: { custom_options: [{ option_id: wrapping.option_id, option_value: wrapping.values[0].option_type_id }] } };
      const plain = { extension_attributes: { custom_options: [] } };
      await shop.server.db.query("UPDATE stock_item SET qty = 500, is_in_stock = true WHERE sku = 'SH-POP-WHT-M'");
      const cartId = await newCart();
      const a = itemReply.parse((await update(cartId, { sku: "SH-POP-WHT-M", qty: 1, product_option: plain })).body).result;
      const b = itemReply.parse((await update(cartId, { sku: "SH-POP-WHT-M", qty: 2, product_option: wrapped })).body).result;
      const pulled = async () => envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
      return { cartId, a, b, wrapped, plain, pulled };
    };
    /** A reply of a concurrent edit: the line written, or a 404 at the line the other edit merged away; never a 500. */
    const expectWrittenOrGone = (reply: { status: number; body: unknown }) => {
      if (reply.status === 200) itemReply.parse(reply.body);
      else expect({ status: reply.status, result: errorEnvelopeSchema.parse(reply.body).result }).toMatchObject({ status: 404, result: { errors: [{ path: "cartItem.item_id" }] } });
    };

    it("two edits merging lines crosswise at the same moment both answer, and one line stays (no deadlock on PostgreSQL)", async () => {
      const { cartId, a, b, wrapped, plain, pulled } = await setUp();
      // Both edits have written their first line before either goes on: without the cart lock each
      // then waits for the line the other holds.
      const spy = meetInTransactions(shop.server.db, /UPDATE cart_item/, 2, "after");
      const replies = await Promise.all([
        update(cartId, { sku: "SH-POP-WHT-M", qty: 1, item_id: a.item_id, product_option: wrapped }),
        update(cartId, { sku: "SH-POP-WHT-M", qty: 2, item_id: b.item_id, product_option: plain }),
      ]).finally(() => spy.mockRestore());
      replies.forEach(expectWrittenOrGone);
      expect(await pulled()).toHaveLength(1);
    });

    it.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("an edit of a line a concurrent edit merged away answers 404 at cartItem.item_id, not 500 (PostgreSQL)", async () => {
      const { cartId, a, b, wrapped, pulled } = await setUp();
      // The merge of line a into line b holds its locks until the other edit waits for one.
      const hold = holdInTransaction(shop.server.db, /DELETE FROM cart_item/);
      try {
        const merging = update(cartId, { sku: "SH-POP-WHT-M", qty: 1, item_id: a.item_id, product_option: wrapped });
        await hold.held;
        const late = await update(cartId, { sku: "SH-POP-WHT-M", qty: 5, item_id: a.item_id });
        expect(itemReply.parse((await merging).body).result).toMatchObject({ item_id: b.item_id, qty: 3 });
        expect(late.status).toBe(404);
        expectWrittenOrGone(late);
      } finally {
        hold.mockRestore();
      }
      expect((await pulled()).map((item) => [item.item_id, item.qty])).toEqual([[b.item_id, 3]]);
    });

    it("an edit or a delete of a line that is not in the cart answers 404 at cartItem.item_id", async () => {
      const { cartId, a } = await setUp();
      expect((await shop.request("POST", `${cart}/delete?cartId=${cartId}`, { body: { cartItem: { item_id: a.item_id, quoteId: cartId } } })).status).toBe(200);
      for (const reply of [await update(cartId, { sku: "SH-POP-WHT-M", qty: 1, item_id: a.item_id }), await shop.request("POST", `${cart}/delete?cartId=${cartId}`, { body: { cartItem: { item_id: a.item_id, quoteId: cartId } } })]) {
        expect(reply.status).toBe(404);
        expect(errorEnvelopeSchema.parse(reply.body).result).toEqual({ message: `The cart doesn't contain the item ${a.item_id}`, errors: [{ path: "cartItem.item_id", message: "no such item in this cart" }] });
      }
    });

    /** While on, every read of a cart by its id (`loadCart`) runs `then` after it. */
    const afterCartRead = (then: (rows: unknown[]) => Promise<void>) => {
      const query = shop.server.db.query.bind(shop.server.db);
      return vi.spyOn(shop.server.db, "query").mockImplementation((async (sql: string, params?: readonly unknown[]) => {
        const rows = await query(sql, params);
        if (/FROM cart WHERE token/.test(sql)) await then(rows);
        return rows;
      }) as typeof query);
    };

    it("discount codes added to one cart at the same moment all count: the codes are read under the lock", async () => {
      const cartId = await newCart();
      // Both requests have read the cart (no codes yet) before either writes.
      const together = meetingPoint(2);
      const spy = afterCartRead(() => together.arrive());
      const replies = await Promise.all(["LOYALTY5", "LOYALTY10"].map((code) => shop.request("POST", `${cart}/apply-discount?cartId=${cartId}`, { body: { discount: [{ code }] } }))).finally(() => spy.mockRestore());
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      const [row] = await shop.server.db.query<{ discount_codes: string[] }>("SELECT discount_codes FROM cart WHERE token = $1", [cartId]);
      expect([...(row?.discount_codes ?? [])].sort()).toEqual(["LOYALTY10", "LOYALTY5"]);
    });

    it("a cart an order closes after the request read it takes no more writes: 404 as a closed cart, nothing written", async () => {
      const { cartId, a, pulled } = await setUp();
      const before = await pulled();
      const writes = [
        () => update(cartId, { sku: "SH-POP-WHT-M", qty: 3, item_id: a.item_id }),
        () => update(cartId, { sku: "AC-SOK-NAV", qty: 1 }),
        () => shop.request("POST", `${cart}/delete?cartId=${cartId}`, { body: { cartItem: { item_id: a.item_id, quoteId: cartId } } }),
        () => shop.request("POST", `${cart}/apply-coupon?cartId=${cartId}&coupon=SAVE15`),
      ];
      for (const write of writes) {
        // The order commits between the request's read of the cart and its write.
        const spy = afterCartRead(async () => {
          spy.mockRestore();
          await shop.server.db.query("UPDATE cart SET is_active = false WHERE token = $1", [cartId]);
        });
        const reply = await write().finally(() => spy.mockRestore());
        expect({ status: reply.status, result: reply.body.result }).toEqual({ status: 404, result: `No such entity with cartId = ${cartId}` });
        await shop.server.db.query("UPDATE cart SET is_active = true WHERE token = $1", [cartId]);
      }
      expect(await pulled()).toEqual(before);
      const [row] = await shop.server.db.query<{ coupon_code: string | null }>("SELECT coupon_code FROM cart WHERE token = $1", [cartId]);
      expect(row?.coupon_code).toBeNull();
    });
  });

  it("replays a POST with the same Idempotency-Key instead of adding twice", async () => {
    const cartId = await newCart();
    const headers = { "Idempotency-Key": `task-${cartId}` };
    const first = await update(cartId, { sku: "AC-SOK-NAV", qty: 1 }, { headers });
    const replay = await update(cartId, { sku: "AC-SOK-NAV", qty: 1 }, { headers });
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
    expect(pulled.map((item) => item.qty)).toEqual([1]);
    const reused = await shop.request("POST", `${cart}/apply-coupon?cartId=${cartId}&coupon=SAVE15`, { headers });
    expect(reused.status).toBe(422);
  });

  it("runs an add sent concurrently with one Idempotency-Key once: the others replay it or answer 409 (still running)", async () => {
    const cartId = await newCart();
    const headers = { "Idempotency-Key": `race-${cartId}` };
    // Without item_id each add would add one to the line: only the key keeps it at 1.
    const replies = await Promise.all([1, 2, 3].map(() => update(cartId, { sku: "AC-SOK-NAV", qty: 1 }, { headers })));
    const ran = replies.filter((reply) => reply.status === 200 && reply.headers.get("idempotent-replayed") === null);
    expect(ran).toHaveLength(1);
    for (const reply of replies.filter((entry) => !ran.includes(entry))) {
      if (reply.status === 200) expect(reply.body).toEqual(ran[0]?.body);
      else expect(reply.status).toBe(409);
    }
    const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`)).body).result;
    expect(pulled.map((item) => [item.sku, item.qty])).toEqual([["AC-SOK-NAV", 1]]);
  });
});

describe("customer carts (a customer reads and changes only their own carts)", () => {
  it("gives the customer one active cart, with group prices", async () => {
    const user = await signUp(shop, "Cartowner");
    const cartId = await newCart(user.token);
    expect(await newCart(user.token)).toBe(cartId);
    const item = itemReply.parse((await update(cartId, { sku: "KN-MER-NAV-M", qty: 1 }, { token: user.token })).body).result;
    // Tier price for logged-in customers: 5 % off (seed).
    expect(item.price).toBe(94.95);
    const reply = await shop.request("GET", `${cart}/totals?cartId=${cartId}&token=${user.token}`);
    expect(totalsReply.parse(reply.body).meta?.session_expires).toEqual(expect.any(String));
  });

  it("concurrent creates for one customer all answer the same, single active cart", async () => {
    const user = await signUp(shop, "Racer");
    // Every create reads "no active cart" before any of them writes one.
    const together = meetingPoint(4);
    const query = shop.server.db.query.bind(shop.server.db);
    const spy = vi.spyOn(shop.server.db, "query").mockImplementation((async (sql: string, params?: readonly unknown[]) => {
      const rows = await query(sql, params);
      if (/FROM cart WHERE customer_id/.test(sql)) await together.arrive();
      return rows;
    }) as typeof query);
    const cartIds = await Promise.all([1, 2, 3, 4].map(() => newCart(user.token))).finally(() => spy.mockRestore());
    expect(new Set(cartIds).size).toBe(1);
    const [active] = await shop.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cart WHERE customer_id = $1 AND is_active", [user.id]);
    expect(active?.n).toBe(1);
  });

  it("another customer's token → 403; no token → 401", async () => {
    const owner = await signUp(shop, "Cartholder");
    const other = await signUp(shop, "Snooper");
    const cartId = await newCart(owner.token);
    await update(cartId, { sku: "AC-SOK-GRY", qty: 1 }, { token: owner.token });
    for (const [method, path, body] of [
      ["GET", `${cart}/pull?cartId=${cartId}`, undefined],
      ["GET", `${cart}/totals?cartId=${cartId}`, undefined],
      ["POST", `${cart}/update?cartId=${cartId}`, { cartItem: { sku: "AC-SOK-GRY", qty: 5, quoteId: cartId } }],
      ["POST", `${cart}/apply-coupon?cartId=${cartId}&coupon=SAVE15`, undefined],
    ] as const) {
      expect((await shop.request(method, path, { body, token: other.token })).status).toBe(403);
      expect((await shop.request(method, path, { body })).status).toBe(401);
    }
    const pulled = envelopeOf(cartPullReplySchema).parse((await shop.request("GET", `${cart}/pull?cartId=${cartId}`, { token: owner.token })).body).result;
    expect(pulled.map((item) => item.qty)).toEqual([1]);
  });
});
