import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { addressListReplySchema, customerSchema, orderHistoryReplySchema, passwordReplySchema, tokenReplySchema, userSearchReplySchema } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./seed/customers";
import { createTestShop, signUp, type TestShop } from "./testing/test-server";

let shop: TestShop;
let clock = Date.parse("2026-03-01T10:00:00Z");
beforeAll(async () => {
  // A short token lifetime and a clock the tests move, so expiry and refresh can be exercised.
  shop = await createTestShop({ tokenLifetimeSeconds: 60, now: () => new Date(clock) });
});
afterAll(() => shop.close());

const ext = "/api/ext/shop";
const profileReply = envelopeOf(customerSchema);

describe("customer account (commerce-core.md §7 Customer)", () => {
  it("creates an account and answers its profile", async () => {
    const reply = await shop.request("POST", `${ext}/create`, {
      body: { customer: { email: "new.customer@example.com", firstname: "Nina", lastname: "Nieuw", addresses: [{ firstname: "Nina", lastname: "Nieuw", street: ["Damrak", "1"], city: "Amsterdam", postcode: "1012 LG", country_id: "NL", is_default: "1" }] }, password: "Secret123!" },
    });
    const profile = profileReply.parse(reply.body).result;
    expect(profile).toMatchObject({ email: "new.customer@example.com", group_id: 1, addresses: [{ street: ["Damrak", "1"], is_default: "1", address_type: "DELIVERY" }] });
  });

  it.each([
    ["a weak password", { customer: { email: "weak@example.com", firstname: "We", lastname: "Ak" }, password: "password" }, "password"],
    ["a bad e-mail", { customer: { email: "nope", firstname: "No", lastname: "Pe" }, password: "Secret123!" }, "customer.email"],
    ["no customer", { password: "Secret123!" }, "customer"],
    ["an e-mail already in use", { customer: { email: "JAN.JANSEN@example.com", firstname: "Jan", lastname: "Twee" }, password: "Secret123!" }, "customer.email"],
  ])("refuses %s with 400 and field errors", async (_case, body, path) => {
    const reply = await shop.request("POST", `${ext}/create`, { body });
    expect(reply.status).toBe(400);
    const error = errorEnvelopeSchema.parse(reply.body);
    expect(error.code).toBe(400);
    expect(typeof error.result === "object" && error.result.errors?.some((entry) => entry.path === path)).toBe(true);
  });

  it("logs a demo customer in with a token, a refresh token and the session end", async () => {
    const reply = await shop.request("POST", `${ext}/login`, { body: { username: "jan.jansen@example.com", password: DEMO_PASSWORD } });
    const parsed = envelopeOf(tokenReplySchema).parse(reply.body);
    expect(parsed.meta?.refreshToken).toEqual(expect.any(String));
    expect(Date.parse(parsed.meta!.session_expires!)).toBe(clock + 60_000);
    const me = profileReply.parse((await shop.request("GET", `${ext}/me?token=${parsed.result}`)).body).result;
    expect(me).toMatchObject({ email: "jan.jansen@example.com", firstname: "Jan" });
    expect(me.addresses).toHaveLength(2);
  });

  it("refuses a wrong password with 401", async () => {
    const reply = await shop.request("POST", `${ext}/login`, { body: { username: "jan.jansen@example.com", password: "wrong" } });
    expect(reply.status).toBe(401);
    expect(errorEnvelopeSchema.parse(reply.body).result).toBe("You did not sign in correctly or your account is temporarily disabled.");
  });

  it("an expired token gets 401; the refresh token gets a new one (commerce-core.md §4 Session and token)", async () => {
    const user = await signUp(shop, "Expiring");
    clock += 61_000;
    const expired = await shop.request("GET", `${ext}/me`, { token: user.token });
    expect(expired.status).toBe(401);
    const refreshed = envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken }, token: user.token })).body);
    const me = await shop.request("GET", `${ext}/me`, { token: refreshed.result });
    expect(profileReply.parse(me.body).result.email).toBe(user.email);
    const bad = await shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.token } });
    expect(bad.status).toBe(401);
    expect(bad.body.result).toBe("Error refreshing user token. User is not authorized to access the resource");
  });

  it("a refresh token works once: refresh rotates it, and the old one answers 401", async () => {
    const user = await signUp(shop, "Rotating");
    const first = envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } })).body);
    const next = first.meta?.refreshToken;
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(user.refreshToken);
    const replayed = await shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } });
    expect(replayed.status).toBe(401);
    expect(replayed.body.result).toBe("Error refreshing user token. User is not authorized to access the resource");
    expect(envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/refresh`, { body: { refreshToken: next } })).body).result).toEqual(expect.any(String));
  });

  it("of two refreshes sent together with one refresh token, one gets new tokens and the other 401", async () => {
    const user = await signUp(shop, "Twotabs");
    const replies = await Promise.all([1, 2].map(() => shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
  });

  it("answers values the database cannot hold 400 at their field: an address id above its integer, a NUL character", async () => {
    const user = await signUp(shop, "Boundary");
    const address = await shop.request("DELETE", `${ext}/address?address_id=99999999999`, { token: user.token });
    expect(address.status).toBe(400);
    expect(errorEnvelopeSchema.parse(address.body).result).toMatchObject({ errors: [{ path: "address_id" }] });
    const created = await shop.request("POST", `${ext}/create`, { body: { customer: { email: "nul.char@example.com", firstname: "Ni\u0000na", lastname: "Nul" }, password: "Secret123!" } });
    expect(created.status).toBe(400);
    expect(errorEnvelopeSchema.parse(created.body).result).toMatchObject({ errors: [{ path: "customer.firstname" }] });
    const login = await shop.request("POST", `${ext}/login`, { body: { username: "nul\u0000@example.com", password: "x" } });
    expect(errorEnvelopeSchema.parse(login.body).result).toMatchObject({ errors: [{ path: "username" }] });
  });

  it("updates only firstname, lastname, email and addresses of the own profile", async () => {
    const user = await signUp(shop, "Editor");
    const address = { firstname: "Ed", lastname: "Itor", street: ["Markt", "5"], city: "Delft", postcode: "2611 GS", country_id: "NL" };
    const reply = await shop.request("POST", `${ext}/me`, { token: user.token, body: { customer: { id: user.id, firstname: "Eddy", group_id: 4, addresses: [address] } } });
    const profile = profileReply.parse(reply.body).result;
    expect(profile).toMatchObject({ firstname: "Eddy", group_id: 1, addresses: [{ city: "Delft" }] });
    const plain = await shop.request("POST", `${ext}/me`, { token: user.token, body: { lastname: "Plain" } });
    expect(profileReply.parse(plain.body).result.lastname).toBe("Plain");
    expect((await shop.request("POST", `${ext}/me`, { token: user.token, body: "{nope" })).status).toBe(400);
    expect((await shop.request("POST", `${ext}/me`, { token: user.token, body: { customer: { email: "not-an-email" } } })).body.result.errors[0].path).toBe("customer.email");
  });

  it("lists and deletes own addresses", async () => {
    const user = await signUp(shop, "Mover");
    const address = { firstname: "Mo", lastname: "Ver", street: ["Lange Voorhout", "9"], city: "Den Haag", postcode: "2514 EA", country_id: "NL", address_type: "SHIPPING" };
    await shop.request("POST", `${ext}/me`, { token: user.token, body: { customer: { addresses: [address] } } });
    const list = envelopeOf(addressListReplySchema).parse((await shop.request("GET", `${ext}/address`, { token: user.token })).body).result;
    expect(list).toHaveLength(1);
    const shipping = envelopeOf(addressListReplySchema).parse((await shop.request("GET", `${ext}/address/search?address_type=SHIPPING`, { token: user.token })).body).result;
    expect(shipping).toHaveLength(1);
    const deleted = await shop.request("DELETE", `${ext}/address`, { token: user.token, body: { user_id: user.id, address_id: list[0]!.address_id } });
    expect(deleted.body).toEqual({ code: 200, result: true, meta: expect.anything() });
    expect(envelopeOf(addressListReplySchema).parse((await shop.request("GET", `${ext}/address`, { token: user.token })).body).result).toHaveLength(0);
  });

  it("resets a password with the mailed token; the reset ends old sessions", async () => {
    const user = await signUp(shop, "Forgetful");
    expect(envelopeOf(passwordReplySchema).parse((await shop.request("POST", `${ext}/reset-password`, { body: { email: user.email } })).body).result).toBe(true);
    expect((await shop.request("POST", `${ext}/reset-password`, { body: { email: "nobody@example.com" } })).status).toBe(200);
    const mail = shop.mails.find((entry) => entry.to === user.email);
    const resetToken = mail?.data?.resetToken;
    expect(resetToken).toEqual(expect.any(String));
    const wrong = await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: "Another123!", resetToken: "nope" } });
    expect(wrong.status).toBe(400);
    const reset = await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: "Another123!", resetToken } });
    expect(reset.body.result).toBe(true);
    expect((await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: "Another123!", resetToken } })).status).toBe(400);
    expect((await shop.request("GET", `${ext}/me`, { token: user.token })).status).toBe(401);
    expect((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: "Another123!" } })).status).toBe(200);
  });

  it("changes the password with the current one", async () => {
    const user = await signUp(shop, "Changer");
    const wrong = await shop.request("POST", `${ext}/change-password?token=${user.token}`, { body: { currentPassword: "nope", newPassword: "Changed123!" } });
    expect(wrong.status).toBe(400);
    const weak = await shop.request("POST", `${ext}/change-password?token=${user.token}`, { body: { currentPassword: user.password, newPassword: "short" } });
    expect(weak.body.result.errors[0]).toEqual({ path: "newPassword", message: "Password must have at least 8 letters." });
    const changed = await shop.request("POST", `${ext}/change-password?token=${user.token}`, { body: { currentPassword: user.password, newPassword: "Changed123!" } });
    expect(changed.body.result).toBe(true);
    expect((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: "Changed123!" } })).status).toBe(200);
  });

  it("tells whether an e-mail has an account in meta.customer_exists", async () => {
    const known = envelopeOf(userSearchReplySchema).parse((await shop.request("POST", `${ext}/search`, { body: { email_address: "emma.devries@example.com" } })).body);
    expect(known.meta?.customer_exists).toBe(true);
    const unknown = envelopeOf(userSearchReplySchema).parse((await shop.request("POST", `${ext}/search`, { body: { email_address: "ghost@example.com" } })).body);
    expect(unknown.meta?.customer_exists).toBe(false);
  });

  it("pages an empty order history with the defaults 20 and 1", async () => {
    const user = await signUp(shop, "Newbie");
    const history = envelopeOf(orderHistoryReplySchema).parse((await shop.request("GET", `${ext}/order-history?token=${user.token}`)).body).result;
    expect(history).toEqual({ items: [], total_count: 0, search_criteria: { page_size: 20, current_page: 1 } });
  });
});

describe("authorization (a customer reads and changes only their own data)", () => {
  it.each([
    ["me without a token", "GET", `${ext}/me`, undefined],
    ["order history without a token", "GET", `${ext}/order-history`, undefined],
    ["a garbage token", "GET", `${ext}/me?token=garbage`, undefined],
  ])("%s → 401", async (_case, method, path, body) => {
    const reply = await shop.request(method, path, { body });
    expect(reply.status).toBe(401);
    expect(errorEnvelopeSchema.parse(reply.body).code).toBe(401);
  });

  it("another customer's address → 403", async () => {
    const owner = await signUp(shop, "Owner");
    const intruder = await signUp(shop, "Intruder");
    const address = { firstname: "Ow", lastname: "Ner", street: ["Plein", "1"], city: "Zwolle", postcode: "8011 AA", country_id: "NL" };
    const profile = profileReply.parse((await shop.request("POST", `${ext}/me`, { token: owner.token, body: { customer: { addresses: [address] } } })).body).result;
    const addressId = profile.addresses[0]!.address_id;
    const steal = await shop.request("DELETE", `${ext}/address`, { token: intruder.token, body: { address_id: addressId } });
    expect(steal.status).toBe(403);
    const asOwner = await shop.request("DELETE", `${ext}/address`, { token: intruder.token, body: { address_id: addressId, user_id: owner.id } });
    expect(asOwner.status).toBe(403);
    const overwrite = await shop.request("POST", `${ext}/me`, { token: intruder.token, body: { customer: { addresses: [{ ...address, address_id: addressId }] } } });
    expect(overwrite.status).toBe(403);
    const otherProfile = await shop.request("POST", `${ext}/me`, { token: intruder.token, body: { customer: { id: owner.id, firstname: "Hacked" } } });
    expect(otherProfile.status).toBe(403);
    const ownerNow = profileReply.parse((await shop.request("GET", `${ext}/me`, { token: owner.token })).body).result;
    expect(ownerNow.firstname).toBe("Owner");
    expect(ownerNow.addresses).toHaveLength(1);
  });
});
