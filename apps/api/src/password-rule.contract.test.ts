import { randomBytes } from "node:crypto";
import { passwordProblems } from "@shop/core";
import { PASSWORD_RULE_CASES, type PasswordRuleCase } from "@shop/core/testing";
import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { passwordReplySchema } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, signUp, type TestShop } from "./testing/test-server";

/**
 * The one password table (@shop/core/testing), also run against @shop/ui's change-password
 * form and @shop/user's schema: every endpoint that takes a new password accepts exactly what
 * the form accepts (presentation-content.md §5 Change password), `ÄÖÜäöü12` included.
 */
let shop: TestShop;
beforeAll(async () => {
  // The catalogue is not what is tested here: an unseeded shop starts faster on 2 cores.
  shop = await createTestShop({ seed: false });
});
afterAll(() => shop.close());

const ext = "/api/ext/shop";
const passwordReply = envelopeOf(passwordReplySchema);
const rows = PASSWORD_RULE_CASES.map((row) => [row.name, row] as const);
const accepted = rows.filter(([, row]) => row.message === null);
const uniqueEmail = (name: string) => `${name}.${randomBytes(4).toString("hex")}@example.com`;

/** A refusal: 400 with the rule's messages (the first is the one the form shows) at the password's field. */
function expectRefused(reply: { status: number; body: unknown }, row: PasswordRuleCase, field: string) {
  expect(reply.status).toBe(400);
  const errors = (errorEnvelopeSchema.parse(reply.body).result as { errors?: { path: string; message: string }[] }).errors ?? [];
  const messages = errors.filter((error) => error.path === field).map((error) => error.message);
  expect(messages[0]).toBe(row.message);
  expect(messages).toEqual(passwordProblems(row.password));
}

const login = async (email: string, password: string) => (await shop.request("POST", `${ext}/login`, { body: { username: email, password } })).status;

describe("the shared password table against the api's endpoints (presentation-content.md §5 Change password)", () => {
  it("the table has accepted and refused rows", () => {
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(rows.length);
  });

  it.each(rows)("POST /create: %s", async (_name, row) => {
    const email = uniqueEmail("create");
    const reply = await shop.request("POST", `${ext}/create`, { body: { customer: { email, firstname: "Pass", lastname: "Word" }, password: row.password } });
    if (row.message !== null) return expectRefused(reply, row, "password");
    expect(reply.status).toBe(200);
    // The password as typed signs in (the api hashes its NFKC form).
    expect(await login(email, row.password)).toBe(200);
  });

  it.each(rows)("POST /change-password: %s", async (_name, row) => {
    const user = await signUp(shop, "Changer");
    const reply = await shop.request("POST", `${ext}/change-password`, { token: user.token, body: { currentPassword: user.password, newPassword: row.password } });
    if (row.message !== null) return expectRefused(reply, row, "newPassword");
    expect(passwordReply.parse(reply.body).result).toBe(true);
    expect(await login(user.email, row.password)).toBe(200);
  });

  it.each(rows)("POST /create-password (reset): %s", async (_name, row) => {
    const user = await signUp(shop, "Resetter");
    expect((await shop.request("POST", `${ext}/reset-password`, { body: { email: user.email } })).status).toBe(200);
    const resetToken = shop.mails.findLast((mail) => mail.to === user.email)?.data?.resetToken;
    expect(resetToken).toEqual(expect.any(String));
    const reply = await shop.request("POST", `${ext}/create-password`, { body: { email: user.email, newPassword: row.password, resetToken } });
    if (row.message !== null) return expectRefused(reply, row, "newPassword");
    expect(passwordReply.parse(reply.body).result).toBe(true);
    expect(await login(user.email, row.password)).toBe(200);
  });
});
