import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_NOT_PAYABLE, PAYMENT_OPEN, PAYMENT_PROVIDER_PATH as P, TEST_CARDS } from "./payment/provider-routes";
import { createTestShop, type TestShop } from "./testing/test-server";

// Review finding 1: one order, one charge. Two tabs (or the back button) must not pay one order twice, nor pay an
// order whose payment already failed (and gave its stock back).

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const address = { firstname: "Emma", lastname: "de Vries", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011 AD", country_id: "NL" };
let n = 0;
const place = async (method = "ideal", sku = "SH-OXF-WHT-M") => {
  const body = {
    order_id: `rv-order-${Date.now()}-${(n += 1)}`,
    created_at: "2026-03-01T10:00:00.000Z",
    store_code: "nl",
    products: [{ sku, qty: 1 }],
    addressInformation: { shippingAddress: address, billingAddress: { ...address, email: "emma@example.com" }, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: method },
  };
  const reply = await shop.request("POST", "/api/order", { body });
  expect(reply.status).toBe(200);
  return body.order_id;
};
const statusOf = async (id: string) => (await shop.server.db.query<{ status: string }>("SELECT status FROM sales_order WHERE order_id = $1", [id]))[0]?.status;
const stock = async () => (await shop.request("GET", "/api/stock/check?sku=SH-OXF-WHT-M")).body.result.qty as number;
const initiate = (orderId: string, extra: Record<string, unknown> = { method: "ideal", issuer: "INGBNL2A" }) =>
  shop.request("POST", `${P}/initiate`, { body: { order_id: orderId, email: "emma@example.com", returnUrl: "http://shop.test/checkout-return", ...extra } });
const initiateIdeal = async (orderId: string) => {
  const r = await initiate(orderId);
  expect(r.status).toBe(200);
  return new URL(r.body.result.action.url).pathname;
};
const post = (page: string, decision: string) =>
  shop.server.fetch(new Request(`http://shop.test${page}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ decision }).toString() }));
const resultOfReturn = async (res: Response) => {
  const loc = new URL(res.headers.get("location") ?? "");
  const details = await shop.request("POST", `${P}/payments-details`, { body: { details: { redirectResult: loc.searchParams.get("redirectResult") } } });
  return details.body.result as { resultCode: string; refusalReason?: string };
};
const card = (number: string) => ({ method: "creditcard", card: { number, holderName: "E de Vries", expiryMonth: "03", expiryYear: "2030", cvc: "737" } });

describe("one order, one payment (two tabs / back button)", () => {
  it("a second payment cannot start while the first is open: 409, and redirect-url resumes the first", async () => {
    const id = await place();
    const tab1 = await initiateIdeal(id);
    const tab2 = await initiate(id);
    expect(tab2.status).toBe(409);
    expect(tab2.body.result.message).toBe(PAYMENT_OPEN);
    const resume = await shop.request("GET", `${P}/redirect-url/${id}?email=emma%40example.com`);
    expect(new URL(resume.body.result.url).pathname).toBe(tab1);
    expect((await resultOfReturn(await post(tab1, "approve"))).resultCode).toBe("Authorised");
    expect(await statusOf(id)).toBe("processing");
    // Paid: no further payment.
    expect((await initiate(id)).status).toBe(400);
  });

  it("after a cancelled payment failed the order (stock given back) no payment of it can be authorised", async () => {
    const before = await stock();
    const id = await place();
    const tab1 = await initiateIdeal(id);
    expect((await initiate(id)).status).toBe(409);
    expect((await resultOfReturn(await post(tab1, "cancel"))).resultCode).toBe("Cancelled");
    expect(await statusOf(id)).toBe("payment_failed");
    expect(await stock()).toBe(before);
    expect((await initiate(id)).status).toBe(400);
    // The old page approved again (back button): still the decided Cancelled.
    expect((await resultOfReturn(await post(tab1, "approve"))).resultCode).toBe("Cancelled");
    expect(await statusOf(id)).toBe("payment_failed");
  });

  it("an authorisation that cannot move its order (no longer pending) is recorded as not authorised", async () => {
    const id = await place();
    const page = await initiateIdeal(id);
    // The order leaves pending by another way (back office) while its payment page is open.
    await shop.server.db.query("UPDATE sales_order SET status = 'canceled' WHERE order_id = $1", [id]);
    const result = await resultOfReturn(await post(page, "approve"));
    expect(result).toMatchObject({ resultCode: "Cancelled", refusalReason: ORDER_NOT_PAYABLE });
    expect(await statusOf(id)).toBe("canceled");
    expect((await shop.request("GET", `${P}/payment-status/${id}`)).body.result.resultCode).toBe("Cancelled");
  });

  it("two concurrent card initiates with the approved card: one authorised, the other refused", async () => {
    const id = await place("creditcard");
    const replies = await Promise.all([initiate(id, card(TEST_CARDS.approved)), initiate(id, card(TEST_CARDS.approved))]);
    const authorised = replies.filter((r) => r.status === 200 && r.body.result.resultCode === "Authorised");
    expect(authorised).toHaveLength(1);
    expect(replies.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect(replies.filter((r) => r.status !== 200).map((r) => r.status)[0]).toBeOneOf([400, 409]);
    expect(await statusOf(id)).toBe("processing");
  });

  it("the same page submitted twice at once decides once", async () => {
    const id = await place();
    const page = await initiateIdeal(id);
    const [a, b] = await Promise.all([post(page, "approve"), post(page, "approve")]);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    expect((await resultOfReturn(a)).resultCode).toBe("Authorised");
    expect(await statusOf(id)).toBe("processing");
  });
});

describe("a failed payment gives back what its order took (review finding 8)", () => {
  it("the rows recorded at placement, also when the product no longer resolves in today's catalogue", async () => {
    const qtyOf = async () => (await shop.server.db.query<{ qty: number }>("SELECT qty FROM stock_item WHERE sku = 'AC-SOK-NAV'"))[0]?.qty;
    const before = await qtyOf();
    const id = await place("creditcard", "AC-SOK-NAV");
    expect(await qtyOf()).toBe(Number(before) - 1);
    // The product leaves the catalogue after the order took its stock.
    await shop.server.db.query("DELETE FROM catalog_document WHERE entity_type = 'product' AND sku = 'AC-SOK-NAV'");
    const refused = await initiate(id, card(TEST_CARDS.refused));
    expect(refused.body.result.resultCode).toBe("Refused");
    expect(await statusOf(id)).toBe("payment_failed");
    expect(await qtyOf()).toBe(before);
  });
});

describe("only the order's shopper starts or resumes its payment (review finding 7)", () => {
  it("initiate and redirect-url need the order's billing e-mail (any case); another answers 404 as no order", async () => {
    const id = await place();
    const stranger = await shop.request("POST", `${P}/initiate`, { body: { order_id: id, email: "mallory@example.com", method: "ideal", returnUrl: "http://shop.test/checkout-return" } });
    expect(stranger.status).toBe(404);
    const page = await shop.request("POST", `${P}/initiate`, { body: { order_id: id, email: "Emma@Example.com", method: "ideal", returnUrl: "http://shop.test/checkout-return" } });
    expect(page.status).toBe(200);
    expect((await shop.request("GET", `${P}/redirect-url/${id}`)).status).toBe(404);
    expect((await shop.request("GET", `${P}/redirect-url/${id}?email=mallory%40example.com`)).status).toBe(404);
    expect((await shop.request("GET", `${P}/redirect-url/${id}?email=emma%40example.com`)).body.result.url).toBe(page.body.result.action.url);
  });

  it("a return URL on an origin the api does not allow is refused", async () => {
    const strict = await createTestShop({ corsOrigins: ["http://shop.test"] });
    try {
      const body = {
        order_id: `rv-origin-${Date.now()}`, created_at: "2026-03-01T10:00:00.000Z", store_code: "nl", products: [{ sku: "SH-OXF-WHT-M", qty: 1 }],
        addressInformation: { shippingAddress: address, billingAddress: { ...address, email: "emma@example.com" }, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "ideal" },
      };
      expect((await strict.request("POST", "/api/order", { body })).status).toBe(200);
      const initiateAt = (returnUrl: string) => strict.request("POST", `${P}/initiate`, { body: { order_id: body.order_id, email: "emma@example.com", method: "ideal", returnUrl } });
      expect((await initiateAt("https://evil.example/checkout-return")).status).toBe(400);
      expect((await initiateAt("http://shop.test/checkout-return")).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
