import { describe, expect, it } from "vitest";
import { apiConfigFromEnv, ApiConfigError, createApiConfig, DEFAULT_DATA_DIR, memoryServerEnv } from "./config";

describe("api configuration", () => {
  it("defaults to port 8787, a data directory in apps/api/.data and the shop's default config", () => {
    const config = createApiConfig();
    expect(config).toMatchObject({ port: 8787, database: { dataDir: DEFAULT_DATA_DIR }, tokenLifetimeSeconds: 3600, refreshTokenGraceSeconds: 30, corsOrigins: "*", requestTimeoutMs: 30_000, loginLockoutFailures: 10, loginLockoutSeconds: 600 });
    expect(DEFAULT_DATA_DIR).toMatch(/apps\/api\/\.data$/);
    expect(config.shop.api.ext).toBe("shop");
  });

  it.each([
    ["PORT", { PORT: "9000" }, { port: 9000 }],
    ["DATABASE_URL wins over SHOP_API_DATABASE", { DATABASE_URL: "postgres://u@localhost/shop", SHOP_API_DATABASE: "memory" }, { database: { url: "postgres://u@localhost/shop" } }],
    ["an in-memory database", { SHOP_API_DATABASE: "memory" }, { database: "memory" }],
    ["a data directory", { SHOP_API_DATABASE: "/tmp/shop" }, { database: { dataDir: "/tmp/shop" } }],
    ["token lifetimes", { SHOP_API_TOKEN_TTL: "30", SHOP_API_REFRESH_TOKEN_TTL: "600" }, { tokenLifetimeSeconds: 30, refreshTokenLifetimeSeconds: 600 }],
    ["the refresh token grace window, 0 turning it off", { SHOP_API_REFRESH_TOKEN_GRACE: "0" }, { refreshTokenGraceSeconds: 0 }],
    ["the request timeout", { SHOP_API_REQUEST_TIMEOUT_MS: "5000" }, { requestTimeoutMs: 5000 }],
    ["the login lockout, 0 failures turning it off", { SHOP_API_LOGIN_LOCKOUT_FAILURES: "0", SHOP_API_LOGIN_LOCKOUT_SECONDS: "60" }, { loginLockoutFailures: 0, loginLockoutSeconds: 60 }],
    ["cross-origin list", { SHOP_API_CORS_ORIGINS: "http://a.test, http://b.test" }, { corsOrigins: ["http://a.test", "http://b.test"] }],
  ])("reads %s from the environment", (_case, env, expected) => {
    expect(createApiConfig(apiConfigFromEnv(env))).toMatchObject(expected);
  });

  it("stores cross-origin entries as the origins browsers send: lower-case host, no default port, no trailing slash", () => {
    expect(createApiConfig(apiConfigFromEnv({ SHOP_API_CORS_ORIGINS: "https://Shop.example/, http://localhost:3000" })).corsOrigins).toEqual(["https://shop.example", "http://localhost:3000"]);
    expect(createApiConfig({ corsOrigins: ["https://shop.example:443", "http://SHOP.example:80/", "https://shop.example:8443"] }).corsOrigins).toEqual(["https://shop.example", "http://shop.example", "https://shop.example:8443"]);
    expect(createApiConfig({ corsOrigins: ["http://127.0.0.1:5173", "http://[::1]:5173", "https://bücher.example"] }).corsOrigins).toEqual(["http://127.0.0.1:5173", "http://[::1]:5173", "https://xn--bcher-kva.example"]);
    // Hosts browsers load and send as they are: a Docker Compose service name, a fully qualified name.
    expect(createApiConfig({ corsOrigins: ["http://store_front:3000", "https://shop.example."] }).corsOrigins).toEqual(["http://store_front:3000", "https://shop.example."]);
  });

  it.each([
    ["a path", "https://shop.example/nl", 'has the path "/nl"'],
    ["no scheme (read as the scheme localhost:)", "localhost:3000", 'has the scheme "localhost:"'],
    ["another scheme", "javascript:alert(1)", 'has the scheme "javascript:"'],
    ["credentials", "https://user:secret@shop.example", "holds credentials"],
    ["a query", "https://shop.example/?", "has a query or a fragment"],
    ["a fragment", "https://shop.example#top", "has a query or a fragment"],
    ["no URL at all", "shop.example", "is not a URL"],
    ["a wildcard host", "https://*.shop.example", 'has the host "*.shop.example" (no wildcard: list each origin)'],
    ["an encoded wildcard", "https://%2A.shop.example", 'has the host "*.shop.example" (no wildcard: list each origin)'],
  ])("refuses a cross-origin entry with %s, naming it", (_case, entry, problem) => {
    const make = () => createApiConfig(apiConfigFromEnv({ SHOP_API_CORS_ORIGINS: `http://localhost:3000,${entry}` }));
    expect(make).toThrow(ApiConfigError);
    expect(make).toThrow(`corsOrigins.1: "${entry}" ${problem}`);
  });

  it("the load script's server runs on PGlite in memory on a free loopback port, also with DATABASE_URL exported (which would win)", () => {
    const env = memoryServerEnv({ DATABASE_URL: "postgres://dev@localhost/shop", SHOP_API_DATABASE: "/tmp/shop", PATH: "/usr/bin" });
    expect(env).toMatchObject({ PATH: "/usr/bin", SHOP_API_DATABASE: "memory" });
    expect(env).not.toHaveProperty("DATABASE_URL");
    expect(createApiConfig(apiConfigFromEnv(env))).toMatchObject({ database: "memory", port: 0, host: "127.0.0.1" });
  });

  it.each([
    ["a port that is not a number", () => apiConfigFromEnv({ PORT: "eighty" })],
    ["a short token secret", () => createApiConfig({ tokenSecret: "short" })],
    ["a negative refresh token grace window", () => createApiConfig({ refreshTokenGraceSeconds: -1 })],
    ["a login lockout of no time", () => createApiConfig({ loginLockoutSeconds: 0 })],
    ["a database URL of another kind", () => createApiConfig({ database: { url: "mysql://x" } })],
    ["a request timeout not below the idempotency lock's 60 s", () => createApiConfig({ requestTimeoutMs: 60_000 })],
  ])("refuses %s with a clear error", (_case, make) => {
    expect(make).toThrow(ApiConfigError);
  });
});
