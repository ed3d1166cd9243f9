import { cdpContactIdSchema, cdpOverviewSchema, newsletterSubscribeReplySchema } from "@shop/cms";
import { envelopeOf } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CDP_PATH } from "./cdp/cdp-routes";
import { createTestShop, signUp, type TestShop } from "./testing/test-server";

// The customer-data platform's simulator (presentation-content.md §7 Customer-data platform),
// read with @shop/cms's schemas as the storefront reads it.

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const overviewOf = (body: unknown) => envelopeOf(cdpOverviewSchema).parse(body).result;

describe("customer-data platform", () => {
  it("a customer's contact id by its external_id, its overview and a PATCH update", async () => {
    const customer = await signUp(shop, "Cdp");
    const found = await shop.request("GET", `${CDP_PATH}/contacts/id?customKey=${customer.id}`);
    expect(found.status).toBe(200);
    const contactId = envelopeOf(cdpContactIdSchema).parse(found.body).result;
    // The same contact on a second look-up.
    expect((await shop.request("GET", `${CDP_PATH}/contacts/id?customKey=${customer.id}`)).body.result).toBe(contactId);

    const overview = await shop.request("GET", `${CDP_PATH}/contacts/${contactId}/overview`);
    expect(overviewOf(overview.body)).toEqual({ favstore: null, favbrand: null });

    const patched = await shop.request("PATCH", `${CDP_PATH}/contacts/${contactId}`, { body: { favstore: "Rotterdam", favbrand: "Oxford & Co", newsletterSource: "footer" } });
    expect(patched.status).toBe(200);
    expect(overviewOf(patched.body)).toEqual({ favstore: "Rotterdam", favbrand: "Oxford & Co" });
    expect(overviewOf((await shop.request("GET", `${CDP_PATH}/contacts/${contactId}/overview`)).body)).toEqual({ favstore: "Rotterdam", favbrand: "Oxford & Co" });
    // Only the attributes given change.
    expect(overviewOf((await shop.request("PATCH", `${CDP_PATH}/contacts/${contactId}`, { body: { favbrand: null } })).body)).toEqual({ favstore: "Rotterdam", favbrand: null });
  });

  it("a newsletter subscriber's contact_id is a contact too", async () => {
    const subscribed = await shop.request("POST", "/api/ext/newsletter/subscribe?email=cdp.reader@example.com", { body: { email: "cdp.reader@example.com", token: "t" } });
    const { contact_id } = envelopeOf(newsletterSubscribeReplySchema).parse(subscribed.body).result;
    expect(overviewOf((await shop.request("GET", `${CDP_PATH}/contacts/${contact_id}/overview`)).body)).toEqual({ favstore: null, favbrand: null });
  });

  it.each([
    ["an unknown external_id", "GET", `${CDP_PATH}/contacts/id?customKey=999999`, undefined, 404],
    ["a non-numeric external_id of no contact", "GET", `${CDP_PATH}/contacts/id?customKey=someone`, undefined, 404],
    ["no customKey", "GET", `${CDP_PATH}/contacts/id`, undefined, 400],
    ["an unknown contact's overview", "GET", `${CDP_PATH}/contacts/contact-nobody/overview`, undefined, 404],
    ["a PATCH of an unknown contact", "PATCH", `${CDP_PATH}/contacts/contact-nobody`, { favstore: "x" }, 404],
  ])("%s is a %s", async (_name, method, path, body, status) => {
    const reply = await shop.request(method, path, body === undefined ? {} : { body });
    expect(reply.status).toBe(status);
    expect(reply.body.code).toBe(status);
  });

  it("refuses a PATCH body that is not attributes", async () => {
    const customer = await signUp(shop, "Cdpbad");
    const contactId = (await shop.request("GET", `${CDP_PATH}/contacts/id?customKey=${customer.id}`)).body.result as string;
    for (const body of [{ favstore: { nested: true } }, { "bad key": "x" }, ["x"]]) {
      const reply = await shop.request("PATCH", `${CDP_PATH}/contacts/${contactId}`, { body });
      expect(reply.status).toBe(400);
    }
  });
});
