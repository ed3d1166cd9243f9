import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { loyaltyTransactionDetailSchema, loyaltyTransactionListReplySchema, orderHistoryEntrySchema, orderHistoryReplySchema, personalPricingClientReplySchema } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiConfig, apiConfigFromEnv } from "./config";
import { DEMO_PASSWORD } from "./seed/customers";
import { createServer } from "./server";
import { createTestShop, signUp, type TestShop } from "./testing/test-server";

// Loyalty (commerce-core.md §7 "GET transaction list; GET transaction by transaction_id; GET
// personal pricing client (reads ppr_coupon_result)"), one order of the history, and the mails
// the api sends (reset links, order confirmations) through nodemailer into the dev mailbox.

const ext = "/api/ext/shop";
let shop: TestShop;
beforeAll(async () => {
  // The default mailer: nodemailer into the outbox (no SMTP server configured).
  shop = await createTestShop({ mailer: undefined });
});
afterAll(() => shop.close());

const login = async (username: string, password = DEMO_PASSWORD) => (await shop.request("POST", `${ext}/login`, { body: { username, password } })).body.result as string;
const address = { firstname: "Emma", lastname: "Shopper", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011 AD", country_id: "NL", telephone: "0101234567" };
const orderBody = (email: string, userId?: number) => ({
  order_id: `extras-${Math.random().toString(36).slice(2)}`,
  created_at: "2026-03-01T10:00:00.000Z",
  store_code: "nl",
  ...(userId !== undefined && { user_id: userId }),
  products: [{ sku: "AC-SOK-NAV", qty: 1 }],
  addressInformation: {
    shippingAddress: address,
    billingAddress: { ...address, email },
    shipping_carrier_code: "flatrate",
    shipping_method_code: "flatrate",
    payment_method_code: "ideal",
  },
});

describe("loyalty", () => {
  it("a demo customer's transactions (newest first), one in detail, and the personal coupons", async () => {
    const token = await login("jan.jansen@example.com");
    const list = envelopeOf(loyaltyTransactionListReplySchema).parse((await shop.request("GET", `${ext}/loyalty/transactions`, { token })).body).result;
    expect(list.map((entry) => entry.type)).toEqual(["spent", "earned", "granted"]);
    expect(list[0]?.balance).toBe(110);
    const id = list[1]!.transaction_id;
    const detail = envelopeOf(loyaltyTransactionDetailSchema).parse((await shop.request("GET", `${ext}/loyalty/transactions/${id}`, { token })).body).result;
    expect(detail).toMatchObject({ transaction_id: id, type: "earned", points: 60, lines: [{ sku: "SH-OXF-WHT-M", points: 60 }] });
    const client = envelopeOf(personalPricingClientReplySchema).parse((await shop.request("GET", `${ext}/personal-pricing/client`, { token })).body).result;
    expect(client.ppr_coupon_result.map((coupon) => coupon.code)).toEqual(["SAVE15", "WELCOME10"]);
  });

  it("a new account has the welcome grant and coupon", async () => {
    const user = await signUp(shop, "Loyal");
    const list = envelopeOf(loyaltyTransactionListReplySchema).parse((await shop.request("GET", `${ext}/loyalty/transactions`, { token: user.token })).body).result;
    expect(list).toMatchObject([{ type: "granted", points: 100, balance: 100 }]);
  });

  it("another customer's transaction is unknown (404); without a token 401", async () => {
    const jan = await login("jan.jansen@example.com");
    const emma = await login("emma.devries@example.com");
    const [janFirst] = envelopeOf(loyaltyTransactionListReplySchema).parse((await shop.request("GET", `${ext}/loyalty/transactions`, { token: jan })).body).result;
    const stolen = await shop.request("GET", `${ext}/loyalty/transactions/${janFirst!.transaction_id}`, { token: emma });
    expect(stolen.status).toBe(404);
    expect(errorEnvelopeSchema.parse(stolen.body).code).toBe(404);
    expect((await shop.request("GET", `${ext}/loyalty/transactions`)).status).toBe(401);
    expect((await shop.request("GET", `${ext}/personal-pricing/client`)).status).toBe(401);
  });
});

describe("one order of the history", () => {
  it("the owner reads it; another customer gets 404 for it and never sees it in their history", async () => {
    const owner = await signUp(shop, "Owner");
    const other = await signUp(shop, "Other");
    const placed = await shop.request("POST", "/api/order", { token: owner.token, body: orderBody(owner.email, owner.id) });
    expect(placed.status).toBe(200);
    const number = placed.body.result.orderNumber as string;
    const mine = envelopeOf(orderHistoryEntrySchema).parse((await shop.request("GET", `${ext}/order-history/${number}`, { token: owner.token })).body).result;
    expect(mine).toMatchObject({ increment_id: number, items: [{ sku: "AC-SOK-NAV" }] });
    expect((await shop.request("GET", `${ext}/order-history/${number}`, { token: other.token })).status).toBe(404);
    const history = envelopeOf(orderHistoryReplySchema).parse((await shop.request("GET", `${ext}/order-history`, { token: other.token })).body).result;
    expect(history.total_count).toBe(0);
    expect((await shop.request("GET", `${ext}/order-history/${number}`)).status).toBe(401);
  });
});

describe("mails through nodemailer and the dev mailbox", () => {
  it("a reset link and an order confirmation land in GET /api/dev/mailbox (no SMTP server configured)", async () => {
    const user = await signUp(shop, "Mailed");
    await shop.request("POST", `${ext}/reset-password`, { body: { email: user.email } });
    await shop.request("POST", "/api/order", { token: user.token, body: orderBody(user.email, user.id) });
    const box = await shop.request("GET", `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`);
    expect(box.status).toBe(200);
    const mails = box.body.result as { to: string; subject: string; text: string; from: string }[];
    expect(mails.map((mail) => mail.subject)).toEqual(["Reset your password", expect.stringMatching(/^Your order \d+$/)]);
    expect(mails[0]?.text).toMatch(/token=[\w-]+/);
    expect(mails[0]?.from).toContain("no-reply@");
  });

  // Starts two databases of its own (as a hook does: hence the hook's timeout).
  it("is off in production unless asked for, and never beside an SMTP server", { timeout: 120_000 }, async () => {
    expect(apiConfigFromEnv({ NODE_ENV: "production" }).devMailbox).toBe(false);
    expect(apiConfigFromEnv({ NODE_ENV: "production", SHOP_API_DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(apiConfigFromEnv({}).devMailbox).toBe(true);
    expect(() => createApiConfig({ smtpUrl: "http://mail" })).toThrow(/smtpUrl/);
    for (const options of [{ devMailbox: false }, { smtpUrl: "smtp://mail.invalid:25" }]) {
      const server = await createServer({ database: "memory", seed: false, log: () => undefined, ...options });
      try {
        expect((await server.fetch(new Request("http://shop.test/api/dev/mailbox"))).status).toBe(404);
      } finally {
        await server.close();
      }
    }
  });
});
