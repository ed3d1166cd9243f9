import { orderReplySchema, paymentReplySchema, paymentStatusReplySchema, postcodeLookupReplySchema, providerPaymentMethodsReplySchema, redirectUrlReplySchema } from "@shop/checkout";
import { envelopeOf } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEAL_BANKS, PAYMENT_PROVIDER_PATH, TEST_CARDS } from "./payment/provider-routes";
import { createTestShop, type TestShop } from "./testing/test-server";

// The card payment provider's simulator, the postcode look-up and guest account creation with the order.

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const P = PAYMENT_PROVIDER_PATH;
const address = { firstname: "Emma", lastname: "de Vries", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011 AD", country_id: "NL" };
let orders = 0;
const orderBody = (extra: Record<string, unknown> = {}, email = "emma@example.com") => ({
  order_id: `pay-order-${Date.now()}-${(orders += 1)}`,
  created_at: "2026-03-01T10:00:00.000Z",
  store_code: "nl",
  products: [{ sku: "SH-OXF-WHT-M", qty: 1 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email },
    shipping_carrier_code: "flatrate",
    shipping_method_code: "flatrate",
    payment_method_code: "creditcard",
  },
  ...extra,
});
const card = (number: string) => ({ number, holderName: "E de Vries", expiryMonth: "03", expiryYear: "2030", cvc: "737" });
const place = async (extra: Record<string, unknown> = {}, email?: string) => {
  const body = orderBody(extra, email);
  const reply = await shop.request("POST", "/api/order", { body });
  expect(reply.status).toBe(200);
  return { body, reply: envelopeOf(orderReplySchema).parse(reply.body).result };
};
const statusOf = async (orderId: string) => (await shop.server.db.query<{ status: string }>("SELECT status FROM sales_order WHERE order_id = $1", [orderId]))[0]?.status;
const payment = (body: unknown) => envelopeOf(paymentReplySchema).parse(body).result;
const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });

describe("postcode look-up (commerce-core.md §5: NL only)", () => {
  it("answers street and city of a seeded Dutch postcode and house number", async () => {
    const reply = await shop.request("GET", "/api/ext/shop/postcode?country=NL&postcode=3011%20ad&houseNumber=40");
    expect(envelopeOf(postcodeLookupReplySchema).parse(reply.body).result).toEqual({ postcode: "3011AD", houseNumber: "40", street: "Coolsingel", city: "Rotterdam", country: "NL" });
  });

  it("refuses another country (400) and answers 404 for an unknown address", async () => {
    const other = await shop.request("GET", "/api/ext/shop/postcode?country=BE&postcode=1000&houseNumber=1");
    expect(other.status).toBe(400);
    expect(other.body.result.message).toBe("Postcode lookup only for country NL");
    expect((await shop.request("GET", "/api/ext/shop/postcode?country=NL&postcode=3011AD&houseNumber=1")).status).toBe(404);
  });
});

describe("guest checkout with account creation", () => {
  it("creates the customer with the order (who can log in and sees it), stores no password, and answers a replay with the first reply", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const { body, reply } = await place({ account: { password: "Welkom123!" } }, email);
    const login = await shop.request("POST", "/api/ext/shop/login", { body: { username: email, password: "Welkom123!" } });
    expect(login.status).toBe(200);
    const history = await shop.request("GET", "/api/ext/shop/order-history", { token: login.body.result });
    expect(history.body.result.items.map((item: { increment_id: string }) => item.increment_id)).toEqual([reply.orderNumber]);
    const [stored] = await shop.server.db.query<{ body: string }>("SELECT body::text AS body FROM sales_order WHERE order_id = $1", [body.order_id]);
    expect(stored?.body).not.toContain("Welkom123!");
    const again = await shop.request("POST", "/api/order", { body });
    expect(again.status).toBe(200);
    expect(again.body.result.orderNumber).toBe(reply.orderNumber);
  });

  it("refuses an e-mail that has an account, placing nothing", async () => {
    const body = orderBody({ account: { password: "Welkom123!" } }, "jan.jansen@example.com");
    const reply = await shop.request("POST", "/api/order", { body });
    expect(reply.status).toBe(400);
    expect(reply.body.result.message).toBe("A customer with the same email address already exists in an associated website.");
    expect(await statusOf(body.order_id)).toBeUndefined();
  });
});

describe("card payment provider simulator", () => {
  it("lists its methods, iDEAL with its banks, and the order's amount in minor units", async () => {
    const methods = envelopeOf(providerPaymentMethodsReplySchema).parse((await shop.request("GET", `${P}/payment-methods`)).body).result;
    expect(methods.map((method) => method.code)).toEqual(["ideal", "creditcard", "riverty"]);
    expect(methods[0]?.issuers?.map((bank) => bank.id)).toEqual(IDEAL_BANKS.map((bank) => bank.id));
    const { body, reply } = await place();
    const info = await shop.request("POST", `${P}/payment-information`, { body: { order_id: body.order_id } });
    expect(info.body.result).toEqual({ order_id: body.order_id, amount: { value: Math.round(reply.grand_total * 100), currency: "EUR" }, orderStatus: "pending" });
  });

  it("card approved: Authorised at once, the order processing; a second payment of it is refused", async () => {
    const { body } = await place();
    const reply = payment((await shop.request("POST", `${P}/initiate`, { body: { order_id: body.order_id, email: body.addressInformation.billingAddress.email, method: "creditcard", returnUrl: "http://shop.test/checkout-return", card: card(TEST_CARDS.approved) } })).body);
    expect(reply.resultCode).toBe("Authorised");
    expect(await statusOf(body.order_id)).toBe("processing");
    expect((await shop.request("POST", `${P}/initiate`, { body: { order_id: body.order_id, email: body.addressInformation.billingAddress.email, method: "creditcard", returnUrl: "http://shop.test/checkout-return", card: card(TEST_CARDS.approved) } })).status).toBe(400);
  });

  it("card refused: Refused, the order payment_failed, its stock given back; its status says so", async () => {
    const stock = async () => (await shop.request("GET", "/api/stock/check?sku=SH-OXF-WHT-M")).body.result.qty as number;
    const before = await stock();
    const { body } = await place();
    expect(await stock()).toBe(before - 1);
    const reply = payment((await shop.request("POST", `${P}/initiate`, { body: { order_id: body.order_id, email: body.addressInformation.billingAddress.email, method: "creditcard", returnUrl: "http://shop.test/checkout-return", card: card(TEST_CARDS.refused) } })).body);
    expect(reply).toMatchObject({ resultCode: "Refused", refusalReason: "Refused" });
    expect(await statusOf(body.order_id)).toBe("payment_failed");
    expect(await stock()).toBe(before);
    const status = envelopeOf(paymentStatusReplySchema).parse((await shop.request("GET", `${P}/payment-status/${body.order_id}`)).body).result;
    expect(status).toEqual({ order_id: body.order_id, resultCode: "Refused", orderStatus: "payment_failed" });
  });

  it("3-D Secure: fingerprint, challenge page, confirm → back to the shop with a redirectResult that payments-details answers Authorised", async () => {
    const { body } = await place();
    const first = payment((await shop.request("POST", `${P}/initiate`, { body: { order_id: body.order_id, email: body.addressInformation.billingAddress.email, method: "creditcard", returnUrl: "http://shop.test/checkout-return", card: card(TEST_CARDS.challenge) } })).body);
    expect(first).toMatchObject({ resultCode: "IdentifyShopper", action: { type: "threeDS2Fingerprint" } });
    const challenge = payment((await shop.request("POST", `${P}/3ds2-process`, { body: { pspReference: first.pspReference, fingerprint: "device" } })).body);
    expect(challenge.action?.type).toBe("threeDS2Challenge");
    const pagePath = new URL(challenge.action?.url ?? "").pathname;
    const page = await shop.request("GET", pagePath);
    expect(page.body).toContain("3-D Secure");
    // redirect-url resumes the payment's page (the shopper closed the tab, came back).
    expect(envelopeOf(redirectUrlReplySchema).parse((await shop.request("GET", `${P}/redirect-url/${body.order_id}?email=${encodeURIComponent(body.addressInformation.billingAddress.email)}`)).body).result.url).toBe(challenge.action?.url);
    const back = await shop.request("POST", pagePath, form({ decision: "approve" }));
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://shop.test/checkout-return");
    expect(location.searchParams.get("orderId")).toBe(body.order_id);
    const details = payment((await shop.request("POST", `${P}/payments-details`, { body: { pspReference: first.pspReference, details: { redirectResult: location.searchParams.get("redirectResult") } } })).body);
    expect(details.resultCode).toBe("Authorised");
    expect(await statusOf(body.order_id)).toBe("processing");
  });

  it("iDEAL: the bank choice page lists the banks; choosing one and cancelling is Cancelled, the order payment_failed", async () => {
    const { body } = await place({}, "ideal@example.com");
    const reply = payment((await shop.request("POST", `${P}/initiate`, { body: { order_id: body.order_id, email: body.addressInformation.billingAddress.email, method: "ideal", returnUrl: "http://shop.test/checkout-return" } })).body);
    expect(reply).toMatchObject({ resultCode: "RedirectShopper", action: { type: "redirect" } });
    const pagePath = new URL(reply.action?.url ?? "").pathname;
    const page = await shop.request("GET", pagePath);
    for (const bank of IDEAL_BANKS) expect(page.body).toContain(bank.name);
    expect((await shop.request("POST", pagePath, form({ decision: "approve" }))).status).toBe(400);
    const back = await shop.request("POST", pagePath, form({ decision: "cancel", issuer: "INGBNL2A" }));
    const token = new URL(back.headers.get("location") ?? "").searchParams.get("redirectResult");
    expect(payment((await shop.request("POST", `${P}/payments-details`, { body: { details: { redirectResult: token } } })).body).resultCode).toBe("Cancelled");
    expect(await statusOf(body.order_id)).toBe("payment_failed");
  });

  it("refuses an unknown redirectResult and an unknown order", async () => {
    expect((await shop.request("POST", `${P}/payments-details`, { body: { details: { redirectResult: "nope" } } })).status).toBe(400);
    expect((await shop.request("GET", `${P}/payment-status/no-such-order`)).status).toBe(404);
  });
});
