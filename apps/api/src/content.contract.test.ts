import { reviewSchema } from "@shop/catalog-pricing";
import { newsletterStatusSchema, newsletterSubscribeReplySchema } from "@shop/cms";
import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, signUp, type TestShop } from "./testing/test-server";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const newsletter = "/api/ext/newsletter/subscribe";
const status = async (email: string) => envelopeOf(newsletterStatusSchema).parse((await shop.request("GET", `${newsletter}?email=${encodeURIComponent(email)}`)).body).result;

describe("newsletter (commerce-core.md §7; presentation-content.md §7 Newsletter)", () => {
  it("subscribes, tells an existing subscription, unsubscribes", async () => {
    expect(await status("reader@example.com")).toBe("unsubscribed");
    const first = envelopeOf(newsletterSubscribeReplySchema).parse((await shop.request("POST", newsletter, { body: { email: "Reader@example.com" } })).body).result;
    expect(first.email_exists).toBe(false);
    expect(await status("reader@example.com")).toBe("subscribed");
    const again = envelopeOf(newsletterSubscribeReplySchema).parse((await shop.request("POST", `${newsletter}?email=reader@example.com`)).body).result;
    expect(again).toEqual({ contact_id: first.contact_id, email_exists: true });
    expect(envelopeOf(newsletterStatusSchema).parse((await shop.request("DELETE", newsletter, { body: { email: "reader@example.com" } })).body).result).toBe("unsubscribed");
    expect(await status("reader@example.com")).toBe("unsubscribed");
  });

  it("subscribing again after unsubscribing is not \"already subscribed\" (presentation-content.md §7: result.email_exists means already subscribed)", async () => {
    const subscribe = async () => envelopeOf(newsletterSubscribeReplySchema).parse((await shop.request("POST", newsletter, { body: { email: "returning@example.com" } })).body).result;
    expect((await subscribe()).email_exists).toBe(false);
    expect((await shop.request("DELETE", newsletter, { body: { email: "returning@example.com" } })).status).toBe(200);
    expect((await subscribe()).email_exists).toBe(false);
    expect(await status("returning@example.com")).toBe("subscribed");
  });

  it.each([
    ["POST", { email: "not-an-address" }],
    ["POST", {}],
    ["DELETE", { email: "" }],
  ])("answers %s with a bad e-mail 400 with the spec's message", async (method, body) => {
    const reply = await shop.request(method, newsletter, { body });
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ message: "Please provide an valid e-mail address" });
  });
});

it("answers a malformed JSON body with 400", async () => {
  const reply = await shop.request("POST", newsletter, { body: "{nope" });
  expect(reply.status).toBe(400);
  expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ message: "The request body is not valid JSON." });
});

describe("reviews (commerce-core.md §7 POST /api/review/create)", () => {
  const review = { product_id: 1001, title: "Fits well", detail: "Good collar, true to size.", nickname: "Jan" };

  it("stores a review as pending, for a guest and a customer", async () => {
    const guest = envelopeOf(reviewSchema).parse((await shop.request("POST", "/api/review/create", { body: { review } })).body).result;
    expect(guest).toMatchObject({ product_id: 1001, review_status: 2, customer_id: null });
    const user = await signUp(shop, "Reviewer");
    const own = envelopeOf(reviewSchema).parse((await shop.request("POST", "/api/review/create", { token: user.token, body: { review: { ...review, customer_id: user.id } } })).body).result;
    expect(own.customer_id).toBe(user.id);
  });

  it.each([
    ["an unknown product", { ...review, product_id: 9 }, 404],
    ["an empty detail", { ...review, detail: " " }, 400],
    ["a one-letter nickname", { ...review, nickname: "J" }, 400],
    ["an approved status", { ...review, review_status: 1 }, 400],
    ["another customer's id", { ...review, customer_id: 1 }, 403],
    // Stored, it would silently become U+FFFD while the reply echoed the original.
    ["a title with a lone surrogate", { ...review, title: "T\ud800" }, 400],
  ])("refuses %s", async (_case, body, code) => {
    const reply = await shop.request("POST", "/api/review/create", { body: { review: body } });
    expect(reply.status).toBe(code);
    expect(errorEnvelopeSchema.parse(reply.body).code).toBe(code);
  });

  it.each([
    ["a product id", { ...review, product_id: 99_999_999_999 }, "review.product_id"],
    ["a customer id", { ...review, customer_id: 99_999_999_999 }, "review.customer_id"],
  ])("answers %s above the database's integer 400 at its field", async (_case, body, path) => {
    const reply = await shop.request("POST", "/api/review/create", { body: { review: body } });
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path }] });
  });
});
