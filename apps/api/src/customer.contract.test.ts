import { createHash, randomUUID } from "node:crypto";
import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { addressListReplySchema, customerSchema, orderHistoryReplySchema, passwordReplySchema, tokenReplySchema, userSearchReplySchema } from "@shop/user";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "./seed/customers";
import { holdInTransaction, meetInTransactions } from "./testing/meeting-point";
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
const passwordReply = envelopeOf(passwordReplySchema);
const REFRESH_FAILED = "Error refreshing user token. User is not authorized to access the resource";
const homeAddress = { firstname: "Ho", lastname: "Me", street: ["Lange Voorhout", "9"], city: "Den Haag", postcode: "2514 EA", country_id: "NL" };
/** A refresh that must succeed: the new pair (result: token, meta.refreshToken). */
const refresh = async (refreshToken: string) => envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/refresh`, { body: { refreshToken } })).body);
const refreshStatus = async (refreshToken: string) => (await shop.request("POST", `${ext}/refresh`, { body: { refreshToken } })).status;
const refreshRows = async (customerId: number) => (await shop.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM refresh_token WHERE customer_id = $1", [customerId]))[0]!.n;
const login = (username: string, password: string) => shop.request("POST", `${ext}/login`, { body: { username, password } });
/** Asks for a reset mail; answers the token it carries. */
const mailedResetToken = async (email: string) => {
  expect(passwordReply.parse((await shop.request("POST", `${ext}/reset-password`, { body: { email } })).body).result).toBe(true);
  const token = shop.mails.findLast((entry) => entry.to === email)?.data?.resetToken;
  if (typeof token !== "string") throw new Error(`no reset mail for ${email}`);
  return token;
};
const createPassword = (email: string, resetToken: string, newPassword: string) => shop.request("POST", `${ext}/create-password`, { body: { email, newPassword, resetToken } });
/** A refresh token as code before migration 007 signed it: no row, no `kept` claim. */
async function legacyRefreshToken(customerId: number, issuedAt: Date) {
  const [setting] = await shop.server.db.query<{ value: string }>("SELECT value FROM server_setting WHERE key = 'token_secret'");
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ ver: 0, kind: "refresh" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("shop-api")
    .setSubject(String(customerId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + 30 * 86_400)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(setting!.value));
}

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
    expect(bad.body.result).toBe(REFRESH_FAILED);
  });

  it("a refresh token is not an access token: sent as the Bearer it gets 401, so it cannot outlive the short token lifetime (issue 4: tokens signed and expiring)", async () => {
    const user = await signUp(shop, "Wrongkind");
    expect((await shop.request("GET", `${ext}/me`, { token: user.token })).status).toBe(200);
    const refreshAsAccess = await shop.request("GET", `${ext}/me`, { token: user.refreshToken });
    expect(refreshAsAccess.status).toBe(401);
    expect(errorEnvelopeSchema.parse(refreshAsAccess.body).code).toBe(401);
  });

  it("a used refresh token sent again within the grace window (a lost reply) answers the same successor; the window counts from the first use", async () => {
    const user = await signUp(shop, "Rotating");
    const first = await refresh(user.refreshToken);
    expect(first.meta?.refreshToken).not.toBe(user.refreshToken);
    // The reply was lost: the client sends the same token again, 29 s later.
    clock += 29_000;
    const again = await refresh(user.refreshToken);
    expect(again.meta?.refreshToken).toBe(first.meta?.refreshToken);
    expect((await shop.request("GET", `${ext}/me`, { token: again.result })).status).toBe(200);
    // The successor is one session: it works once, as any refresh token.
    expect((await refresh(again.meta!.refreshToken!)).meta?.refreshToken).not.toBe(again.meta?.refreshToken);
    // The window counts from the first use; the reuse above did not stretch it.
    clock += 2_000;
    expect(await refreshStatus(user.refreshToken)).toBe(401);
  });

  it("a used refresh token sent again after the grace window is theft: every refresh token of the customer is revoked, though a sign-in came between", async () => {
    const user = await signUp(shop, "Robbed");
    const owner = await refresh(user.refreshToken);
    clock += 31_000;
    // A sign-in elsewhere (which used to delete used rows) does not make the stolen token unknown.
    const otherDevice = envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: user.password } })).body);
    const stolen = await shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } });
    expect(stolen.status).toBe(401);
    expect(stolen.body.result).toBe(REFRESH_FAILED);
    expect(await refreshStatus(owner.meta!.refreshToken!)).toBe(401);
    expect(await refreshStatus(otherDevice.meta!.refreshToken!)).toBe(401);
    expect(await refreshRows(user.id)).toBe(0);
    expect((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: user.password } })).status).toBe(200);
  });

  it("two refreshes sent together with one refresh token (two tabs) both get the same successor", async () => {
    const user = await signUp(shop, "Twotabs");
    // Both reach the statement that locks the customer at once (PostgreSQL; PGlite runs one transaction at a time).
    const spy = meetInTransactions(shop.server.db, /FROM customer .*FOR NO KEY UPDATE/, 2, "before");
    const replies = await Promise.all([1, 2].map(() => shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } }))).finally(() => spy.mockRestore());
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const pairs = replies.map((reply) => envelopeOf(tokenReplySchema).parse(reply.body));
    expect(new Set(pairs.map((pair) => pair.meta?.refreshToken)).size).toBe(1);
    for (const pair of pairs) expect((await shop.request("GET", `${ext}/me`, { token: pair.result })).status).toBe(200);
    expect((await refresh(pairs[0]!.meta!.refreshToken!)).result).toEqual(expect.any(String));
  });

  // PGlite runs one transaction at a time: only PostgreSQL can interleave a refresh and a revocation.
  it.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("a password change overlapping a refresh (PostgreSQL) also revokes the successor that refresh issues", async () => {
    const user = await signUp(shop, "Overlap");
    const owner = envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: user.password } })).body);
    // The thief's refresh stops holding its locks (the token's row) until the password change waits on one of them.
    const hold = holdInTransaction(shop.server.db, /FROM refresh_token .*FOR UPDATE/);
    try {
      const stolen = shop.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } });
      await hold.held;
      const changed = shop.request("POST", `${ext}/change-password`, { token: owner.result, body: { currentPassword: user.password, newPassword: "Changed123!" } });
      const [thief, change] = await Promise.all([stolen, changed]);
      expect(change.status).toBe(200);
      expect(thief.status).toBe(200);
      expect(await refreshStatus(envelopeOf(tokenReplySchema).parse(thief.body).meta!.refreshToken!)).toBe(401);
    } finally {
      hold.mockRestore();
    }
    // Only the session that changed the password is left.
    expect(await shop.server.db.query("SELECT jti FROM refresh_token WHERE customer_id = $1 AND used_at IS NULL", [user.id])).toHaveLength(1);
    expect((await refresh(owner.meta!.refreshToken!)).result).toEqual(expect.any(String));
  });

  it("with the grace window off (refreshTokenGraceSeconds 0) a refresh token works strictly once: a second use revokes the session", async () => {
    const strict = await createTestShop({ seed: false, refreshTokenGraceSeconds: 0 });
    try {
      const user = await signUp(strict, "Strict");
      const refreshed = await strict.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } });
      expect(refreshed.status).toBe(200);
      const again = await strict.request("POST", `${ext}/refresh`, { body: { refreshToken: user.refreshToken } });
      expect(again.status).toBe(401);
      expect(again.body.result).toBe(REFRESH_FAILED);
      expect((await strict.request("POST", `${ext}/refresh`, { body: { refreshToken: refreshed.body.meta.refreshToken } })).status).toBe(401);
    } finally {
      await strict.close();
    }
  });

  describe("refresh tokens of older code (no `kept` claim, no row)", () => {
    // The shop was upgraded (migration 007: rows kept from then on) a minute before these tests' clock.
    let upgradedAt = 0;
    beforeAll(async () => {
      clock += 60_000;
      upgradedAt = clock - 60_000;
      await shop.server.db.query("UPDATE schema_migration SET applied_at = $1 WHERE version = 7", [new Date(upgradedAt).toISOString()]);
    });

    it("one issued before migration 007 is adopted at its first refresh, and then works as a kept one: the same successor within the window, theft after", async () => {
      const user = await signUp(shop, "Legacy");
      const legacy = await legacyRefreshToken(user.id, new Date(clock - 86_400_000));
      const first = await refresh(legacy);
      clock += 10_000;
      expect((await refresh(legacy)).meta?.refreshToken).toBe(first.meta?.refreshToken);
      clock += 21_000;
      expect(await refreshStatus(legacy)).toBe(401);
      expect(await refreshStatus(first.meta!.refreshToken!)).toBe(401);
    });

    it("one issued after migration 007 without a row is refused: code since then kept a row for every token and deleted it on use", async () => {
      const user = await signUp(shop, "Reused");
      const rows = await refreshRows(user.id);
      // As 008 deleted R1's row when R2 was used: signed after the upgrade, no row, no revocation.
      const used = await legacyRefreshToken(user.id, new Date(upgradedAt + 1_000));
      expect(await refreshStatus(used)).toBe(401);
      expect(await refreshRows(user.id)).toBe(rows);
      // Issued within the second 007 was applied in: not surely before it, so refused too.
      expect(await refreshStatus(await legacyRefreshToken(user.id, new Date(upgradedAt)))).toBe(401);
      expect((await refresh(await legacyRefreshToken(user.id, new Date(upgradedAt - 1_000)))).result).toEqual(expect.any(String));
    });

    it("one issued before the customer's refresh tokens were revoked (a password change) is refused", async () => {
      const user = await signUp(shop, "Revoked");
      const before = await legacyRefreshToken(user.id, new Date(clock - 86_400_000));
      expect((await shop.request("POST", `${ext}/change-password`, { token: user.token, body: { currentPassword: user.password, newPassword: "Changed123!" } })).status).toBe(200);
      expect(await refreshStatus(before)).toBe(401);
    });
  });

  it("answers values the database cannot hold 400 at their field: an address id above its integer, a NUL character", async () => {
    const user = await signUp(shop, "Boundary");
    const address = await shop.request("DELETE", `${ext}/address?address_id=99999999999`, { token: user.token });
    expect(address.status).toBe(400);
    expect(errorEnvelopeSchema.parse(address.body).result).toMatchObject({ errors: [{ path: "address_id" }] });
    const created = await shop.request("POST", `${ext}/create`, { body: { customer: { email: "nul.char@example.com", firstname: "Ni\u0000na", lastname: "Nul" }, password: "Secret123!" } });
    expect(created.status).toBe(400);
    expect(errorEnvelopeSchema.parse(created.body).result).toMatchObject({ errors: [{ path: "customer.firstname" }] });
    const signIn = await login("nul\u0000@example.com", "x");
    expect(errorEnvelopeSchema.parse(signIn.body).result).toMatchObject({ errors: [{ path: "username" }] });
  });

  it.each([
    ["an address id above the database's integer", { customer: { addresses: [{ ...homeAddress, id: 99_999_999_999 }] } }, "customer.addresses.0.id"],
    ["an address_id above it", { customer: { addresses: [{ ...homeAddress, address_id: 2_147_483_648 }] } }, "customer.addresses.0.address_id"],
    ["a customer id above it", { customer: { id: 99_999_999_999, firstname: "Big" } }, "customer.id"],
    ["a customer id of 0", { customer: { id: 0 } }, "customer.id"],
  ])("a profile update with %s is answered 400 at its field, once", async (_case, body, path) => {
    const user = await signUp(shop, "Bigid");
    const reply = await shop.request("POST", `${ext}/me`, { token: user.token, body });
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path }] });
    expect(reply.body.result.errors).toHaveLength(1);
  });

  it.each([
    ["DELETE", "/address", { address_id: true }, "address_id"],
    ["DELETE", "/address", { address_id: [5] }, "address_id"],
    ["DELETE", "/address", { address_id: "1e3" }, "address_id"],
    ["DELETE", "/address", { address_id: 5, user_id: true }, "user_id"],
    ["POST", "/address/search", { user_id: [1] }, "user_id"],
    ["POST", "/address/search", { user_id: 99_999_999_999 }, "user_id"],
  ])("%s %s with %j is answered 400 at its field (ids are not coerced)", async (method, path, body, field) => {
    const user = await signUp(shop, "Coerced");
    const reply = await shop.request(method, `${ext}${path}`, { token: user.token, body });
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path: field }] });
  });

  it("an address id in the query is read from its digits", async () => {
    const user = await signUp(shop, "Querier");
    await shop.request("POST", `${ext}/me`, { token: user.token, body: { customer: { addresses: [homeAddress] } } });
    const [address] = envelopeOf(addressListReplySchema).parse((await shop.request("GET", `${ext}/address`, { token: user.token })).body).result;
    expect((await shop.request("DELETE", `${ext}/address?address_id=${address!.address_id}&user_id=${user.id}`, { token: user.token })).body.result).toBe(true);
    expect((await shop.request("GET", `${ext}/address/search?user_id=${user.id}`, { token: user.token })).body.result).toEqual([]);
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
    expect(passwordReply.parse((await shop.request("POST", `${ext}/reset-password`, { body: { email: user.email } })).body).result).toBe(true);
    expect((await shop.request("POST", `${ext}/reset-password`, { body: { email: "nobody@example.com" } })).status).toBe(200);
    const mail = shop.mails.find((entry) => entry.to === user.email);
    const resetToken = mail?.data?.resetToken;
    expect(resetToken).toEqual(expect.any(String));
    const wrong = await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: "Another123!", resetToken: "nope" } });
    expect(wrong.status).toBe(400);
    const reset = await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: "Another123!", resetToken } });
    expect(passwordReply.parse(reset.body).result).toBe(true);
    expect((await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: "Another123!", resetToken } })).status).toBe(400);
    expect((await shop.request("GET", `${ext}/me`, { token: user.token })).status).toBe(401);
    expect(await refreshStatus(user.refreshToken)).toBe(401);
    expect(await refreshRows(user.id)).toBe(0);
    expect((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: "Another123!" } })).status).toBe(200);
  });

  describe("reset links (one live link per customer, retired by a reset or a password change)", () => {
    const RESET_TOKEN_MISMATCH = "The password token is mismatched. Reset and try again.";
    const expectRefused = (reply: { status: number; body: unknown }) => {
      expect(reply.status).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).result).toEqual({ message: RESET_TOKEN_MISMATCH, errors: [{ path: "resetToken", message: RESET_TOKEN_MISMATCH }] });
    };
    it("a new reset mail retires the older link: only the newest works, once", async () => {
      const user = await signUp(shop, "Twice");
      const first = await mailedResetToken(user.email);
      const second = await mailedResetToken(user.email);
      expectRefused(await createPassword(user.email, first, "Another123!"));
      expect(passwordReply.parse((await createPassword(user.email, second, "Another123!")).body).result).toBe(true);
      expectRefused(await createPassword(user.email, first, "Third123!"));
      expect((await login(user.email, "Another123!")).status).toBe(200);
    });

    // PGlite runs one transaction at a time: only PostgreSQL can interleave two requests.
    it.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("two reset mails asked for at once (PostgreSQL) leave one live link", async () => {
      const user = await signUp(shop, "Hurried");
      // Both would retire the links there are, then both insert theirs, were they not taking turns at the customer's row.
      const spy = meetInTransactions(shop.server.db, /UPDATE password_reset SET used_at/, 2, "before");
      const replies = await Promise.all([1, 2].map(() => shop.request("POST", `${ext}/reset-password`, { body: { email: user.email } }))).finally(() => spy.mockRestore());
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      expect(await shop.server.db.query("SELECT 1 FROM password_reset WHERE customer_id = $1 AND used_at IS NULL", [user.id])).toHaveLength(1);
    });

    it("a reset retires every other live link, one older code left live too", async () => {
      const user = await signUp(shop, "Leaked");
      const mailed = await mailedResetToken(user.email);
      // Older code kept one live link per request; one of them, forwarded or leaked.
      const leaked = "leaked-reset-token-of-older-code";
      const expires = new Date(clock + 3_600_000).toISOString();
      await shop.server.db.query("INSERT INTO password_reset (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)", [createHash("sha256").update(leaked).digest("hex"), user.id, expires]);
      expect(passwordReply.parse((await createPassword(user.email, mailed, "Another123!")).body).result).toBe(true);
      expectRefused(await createPassword(user.email, leaked, "Stolen123!"));
      expect((await login(user.email, "Another123!")).status).toBe(200);
    });

    it("a password change retires the links mailed before it; the changed password still signs in", async () => {
      const user = await signUp(shop, "Secured");
      const mailed = await mailedResetToken(user.email);
      expect(passwordReply.parse((await shop.request("POST", `${ext}/change-password`, { token: user.token, body: { currentPassword: user.password, newPassword: "Changed123!" } })).body).result).toBe(true);
      expectRefused(await createPassword(user.email, mailed, "Stolen123!"));
      expect((await login(user.email, "Changed123!")).status).toBe(200);
      // A link asked for after the change works.
      expect(passwordReply.parse((await createPassword(user.email, await mailedResetToken(user.email), "Another123!")).body).result).toBe(true);
    });
  });

  it("changes the password with the current one", async () => {
    const user = await signUp(shop, "Changer");
    const wrong = await shop.request("POST", `${ext}/change-password?token=${user.token}`, { body: { currentPassword: "nope", newPassword: "Changed123!" } });
    expect(wrong.status).toBe(400);
    const weak = await shop.request("POST", `${ext}/change-password?token=${user.token}`, { body: { currentPassword: user.password, newPassword: "short" } });
    expect(weak.body.result.errors[0]).toEqual({ path: "newPassword", message: "Password must have at least 8 letters." });
    const changed = await shop.request("POST", `${ext}/change-password?token=${user.token}`, { body: { currentPassword: user.password, newPassword: "Changed123!" } });
    expect(passwordReply.parse(changed.body).result).toBe(true);
    expect((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: "Changed123!" } })).status).toBe(200);
  });

  it("a password change keeps this session and revokes the customer's other refresh tokens (a thief's session)", async () => {
    const user = await signUp(shop, "Guarded");
    const thief = envelopeOf(tokenReplySchema).parse((await shop.request("POST", `${ext}/login`, { body: { username: user.email, password: user.password } })).body);
    const mine = await refresh(user.refreshToken);
    expect(passwordReply.parse((await shop.request("POST", `${ext}/change-password`, { token: mine.result, body: { currentPassword: user.password, newPassword: "Changed123!" } })).body).result).toBe(true);
    expect(await refreshStatus(thief.meta!.refreshToken!)).toBe(401);
    expect((await shop.request("GET", `${ext}/me`, { token: mine.result })).status).toBe(200);
    expect((await refresh(mine.meta!.refreshToken!)).result).toEqual(expect.any(String));
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

  it("another customer's address search (user_id of another) → 403, in the query or the body; the own user_id → 200", async () => {
    const owner = await signUp(shop, "Searched");
    const intruder = await signUp(shop, "Searcher");
    for (const request of [
      shop.request("GET", `${ext}/address/search?user_id=${owner.id}`, { token: intruder.token }),
      shop.request("POST", `${ext}/address/search`, { token: intruder.token, body: { user_id: owner.id } }),
    ]) {
      const reply = await request;
      expect(reply.status).toBe(403);
      expect(errorEnvelopeSchema.parse(reply.body).result).toBe("You may read only your own addresses.");
    }
    expect(envelopeOf(addressListReplySchema).parse((await shop.request("GET", `${ext}/address/search?user_id=${owner.id}`, { token: owner.token })).body).result).toEqual([]);
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

  it("an Idempotency-Key is scoped to its customer: another customer sending the same key and body gets their own profile, not a replay", async () => {
    const owner = await signUp(shop, "Keyholder");
    const other = await signUp(shop, "Keycopier");
    // The token is a header, so both requests have the same fingerprint (method, path, body).
    const send = (token: string) => shop.request("POST", `${ext}/me`, { token, body: { customer: { lastname: "Same" } }, headers: { "Idempotency-Key": "profile-update-1" } });
    expect(profileReply.parse((await send(owner.token)).body).result.email).toBe(owner.email);
    const theirs = await send(other.token);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(profileReply.parse(theirs.body).result).toMatchObject({ email: other.email, lastname: "Same" });
    // The key was stored: its own customer gets the replay.
    const again = await send(owner.token);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(profileReply.parse(again.body).result.email).toBe(owner.email);
  });
});

describe("login lockout (10 failed logins within 600 s lock the account for 600 s)", () => {
  const LOGIN_FAILED = "You did not sign in correctly or your account is temporarily disabled.";
  /** `count` wrong passwords at once: concurrent guesses must all count. */
  const guess = async (email: string, count: number) => {
    const replies = await Promise.all(Array.from({ length: count }, (_, index) => login(email, `Wrong${index}!`)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(count).fill(401));
  };

  it("a good login clears the count; the tenth failure locks out the right password too, with the login-failed message, until 600 s have passed", async () => {
    const user = await signUp(shop, "Forgetful");
    await guess(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
    await guess(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
    await guess(user.email, 10);
    const locked = await login(user.email, user.password);
    expect(locked.status).toBe(401);
    expect(errorEnvelopeSchema.parse(locked.body).result).toBe(LOGIN_FAILED);
    clock += 599_000;
    expect((await login(user.email, user.password)).status).toBe(401);
    clock += 1_000;
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("failures further apart than 600 s do not add up", async () => {
    const user = await signUp(shop, "Sporadic");
    await guess(user.email, 9);
    clock += 600_000;
    await guess(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("a password reset ends the lockout", async () => {
    const user = await signUp(shop, "Locked");
    await guess(user.email, 10);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect(passwordReply.parse((await createPassword(user.email, await mailedResetToken(user.email), "Another123!")).body).result).toBe(true);
    expect((await login(user.email, "Another123!")).status).toBe(200);
  });

  it("a login whose password was checked just before a password change committed is refused", async () => {
    const user = await signUp(shop, "Racing");
    const db = shop.server.db;
    const query = db.query.bind(db);
    let changed = false;
    // The login has read the old password hash; the change commits before the login goes on.
    const spy = vi.spyOn(db, "query").mockImplementation((async (sql: string, params?: readonly unknown[]) => {
      const rows = await query(sql, params);
      if (!changed && /lower\(email\) = lower\(\$1\)/.test(sql) && params?.[0] === user.email) {
        changed = true;
        const reply = await shop.request("POST", `${ext}/change-password`, { token: user.token, body: { currentPassword: user.password, newPassword: "Changed123!" } });
        expect(passwordReply.parse(reply.body).result).toBe(true);
      }
      return rows;
    }) as typeof db.query);
    try {
      const stale = await login(user.email, user.password);
      expect(changed).toBe(true);
      expect(stale.status).toBe(401);
    } finally {
      spy.mockRestore();
    }
    expect((await login(user.email, "Changed123!")).status).toBe(200);
  });
});
