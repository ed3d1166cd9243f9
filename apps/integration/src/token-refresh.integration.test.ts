import { createTestClient } from "@shop/sync-queue/testing";
import { customerSchema, tokenReplySchema } from "@shop/user";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startShop, type RunningShop } from "./support/start-shop";

// commerce-core.md §4 "Session and token" end to end: @shop/sync-queue against apps/api.
describe("login, expiry and token refresh through the sync queue against apps/api", () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({ tokenLifetimeSeconds: 60 });
  });
  afterAll(() => shop.close());

  const login = async (setup: ReturnType<typeof createTestClient>) => {
    const { result, meta } = await setup.client.request({
      method: "POST",
      path: "/api/ext/{ext}/login",
      body: { username: "jan.jansen@example.com", password: "Welkom123!" },
      schema: tokenReplySchema,
    });
    setup.tokens.setToken(result);
    setup.tokens.setRefreshToken(meta?.refreshToken ?? null);
    return { token: result, meta };
  };

  it("login returns a token, a refresh token and the session end in meta", async () => {
    const setup = createTestClient({ config: { api: { url: shop.url } } });
    const { token, meta } = await login(setup);
    expect(token.length).toBeGreaterThan(20);
    expect(meta?.refreshToken).toEqual(expect.any(String));
    expect(Date.parse(String(meta?.session_expires))).toBeGreaterThan(Date.now());
  });

  it("an expired token is refreshed once and the task retried with the new token", async () => {
    const setup = createTestClient({ config: { api: { url: shop.url } } });
    const { token: first } = await login(setup);
    const me = () => setup.client.get("/api/ext/{ext}/me", { schema: customerSchema, auth: true });
    expect((await me()).email).toBe("jan.jansen@example.com");

    shop.advance(61_000);
    const profile = await me();
    expect(profile.email).toBe("jan.jansen@example.com");
    expect(setup.tokens.getToken()).not.toBe(first);
    expect(setup.queue.tokenRefreshState()).toMatchObject({ lock: 0, attempts: 0 });
  });

  it("a refresh token the server refuses ends the session with 401 and the spec's message", async () => {
    const setup = createTestClient({ config: { api: { url: shop.url } } });
    await login(setup);
    setup.tokens.setRefreshToken("not-a-refresh-token");
    shop.advance(61_000);
    const sessionEnded = new Promise((resolve) => setup.queue.events.on("session-ended", resolve));
    await expect(setup.client.get("/api/ext/{ext}/me", { schema: z.unknown(), auth: true })).rejects.toMatchObject({
      code: 401,
      message: "Error refreshing user token. User is not authorized to access the resource",
    });
    await sessionEnded;
    expect(setup.queue.tokenRefreshState().lock).toBe(-1);
  });
});
