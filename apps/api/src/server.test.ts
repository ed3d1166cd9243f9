import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { MAX_BODY_BYTES } from "./app";
import { createApiConfig } from "./config";
import { migrate, readMigrations } from "./db/migrate";
import { openPglite } from "./db/pglite";
import { createServer } from "./server";
import { seedDatabase } from "./seed/seed";
import { createTestShop } from "./testing/test-server";

const dataDir = mkdtempSync(join(tmpdir(), "shop-api-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const call = async (fetcher: (request: Request) => Promise<Response>, method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetcher(
    new Request(`http://shop.test${path}`, { method, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as { result: unknown } };
};

describe("the server", () => {
  it("keeps its data and its token secret across a restart (PGlite data directory)", async () => {
    // Unseeded: writing the catalogue to disk takes long on 2 cores, and the seed is not what is tested here.
    const first = await createServer({ database: { dataDir }, seed: false, log: () => undefined });
    const created = await call(first.fetch, "POST", "/api/ext/shop/create", { customer: { email: "stays@example.com", firstname: "Stay", lastname: "Put" }, password: "Secret123!" });
    expect(created.status).toBe(200);
    const login = await call(first.fetch, "POST", "/api/ext/shop/login", { username: "stays@example.com", password: "Secret123!" });
    await first.close();

    const second = await createServer({ database: { dataDir }, seed: false, log: () => undefined });
    const me = await call(second.fetch, "GET", "/api/ext/shop/me", undefined, String(login.body.result));
    expect((me.body.result as { email: string }).email).toBe("stays@example.com");
    await second.close();
    // Two PGlite boots that write a data directory: ~9 s alone, over 30 s when other turbo
    // tasks share the 2 cores.
  }, 120_000);

  it.each([
    ["from before migration 011", 10],
    ["to 011 by code that did not recompute them", 11],
  ])("brings the composites' stock flags up to date on a database upgraded %s (commerce-core.md §5)", async (_case, version) => {
    const upgraded = mkdtempSync(join(tmpdir(), "shop-api-upgrade-"));
    try {
      const { views, defaultStoreCode } = createApiConfig().shop.storeViews;
      const old = await openPglite(upgraded);
      await migrate(old, { migrations: readMigrations().filter((migration) => migration.version <= version), andThen: (session) => seedDatabase(session, { storeViews: views, defaultStoreCode }) });
      // What an order of code before 011 left: BU-WINTER's only socks sold out, its own row untouched.
      await old.query("UPDATE stock_item SET qty = 0, is_in_stock = false WHERE sku = 'AC-SOK-GRY'");
      await old.close();

      const server = await createServer({ database: { dataDir: upgraded }, log: () => undefined });
      try {
        const checked = await call(server.fetch, "GET", "/api/stock/check?sku=BU-WINTER");
        expect(checked.body.result).toMatchObject({ sku: "BU-WINTER", is_in_stock: false });
        const salable = await call(server.fetch, "GET", "/api/inventory/are-product-salable-for-requested-qty/?skuRequests[0][sku]=BU-WINTER&skuRequests[0][qty]=1");
        expect(salable.body.result).toMatchObject([{ sku: "BU-WINTER", is_salable: false }]);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(upgraded, { recursive: true, force: true });
    }
    // A seed written to a data directory and a second boot: slow on 2 shared cores.
  }, 120_000);

  it("listens on a port and prints the URL", async () => {
    const server = await createServer({ database: { dataDir }, seed: false, port: 0, host: "127.0.0.1", log: () => undefined });
    const { url } = await server.listen();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${url}/api/ext/shop/login`, { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost:3000" }, body: JSON.stringify({ username: "stays@example.com", password: "Secret123!" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    await server.close();
  });

  it("allows a configured origin however it was spelt: the browser's Origin gets it back, another origin nothing", async () => {
    const shop = await createTestShop({ database: "memory", seed: false, corsOrigins: ["https://Shop.example/", "http://localhost:3000"] });
    try {
      const allowed = (await shop.request("GET", "/", { headers: { origin: "https://shop.example" } })).headers;
      expect(allowed.get("access-control-allow-origin")).toBe("https://shop.example");
      const other = (await shop.request("GET", "/", { headers: { origin: "https://evil.example" } })).headers;
      expect(other.get("access-control-allow-origin")).toBeNull();
    } finally {
      await shop.close();
    }
  });

  it("lets a browser send the blog list's store-code header (preflight allows X-Store-Code)", async () => {
    const shop = await createTestShop({ database: "memory", seed: false });
    try {
      const preflight = await shop.request("OPTIONS", "/api/ext/cms/blog/list", { headers: { origin: "http://localhost:3000", "access-control-request-method": "GET", "access-control-request-headers": "x-store-code" } });
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-store-code");
    } finally {
      await shop.close();
    }
  });

  it("answers unknown routes and oversized bodies in the envelope, an internal failure with 500 and no stack trace", async () => {
    const logged: unknown[] = [];
    const shop = await createTestShop({ database: "memory", seed: false, log: (_message, error) => void logged.push(error) });
    expect(await shop.request("GET", "/api/nope")).toMatchObject({ status: 404, body: { code: 404 } });
    const huge = JSON.stringify({ email: "x".repeat(MAX_BODY_BYTES) });
    expect(await shop.request("POST", "/api/ext/newsletter/subscribe", { body: huge })).toMatchObject({ status: 413, body: { code: 413 } });
    expect(await seedDatabase(shop.server.db, { storeViews: shop.server.config.shop.storeViews.views, defaultStoreCode: shop.server.config.shop.storeViews.defaultStoreCode })).toBe(true);
    expect(await seedDatabase(shop.server.db, { storeViews: shop.server.config.shop.storeViews.views, defaultStoreCode: shop.server.config.shop.storeViews.defaultStoreCode })).toBe(false);
    await shop.server.db.query("DROP TABLE stock_item CASCADE");
    const reply = await shop.request("GET", "/api/stock/check?sku=SH-OXF-WHT-M");
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ code: 500, result: "Internal server error" });
    expect(logged).toHaveLength(1);
    await shop.close();
  });

  it("answers a body that is not JSON 400 with one message and a (root) field error, on every route that reads a body", async () => {
    const shop = await createTestShop({ database: "memory", seed: false });
    try {
      const cart = "/api/ext/shop/cart";
      const routes = [
        ["POST", "/api/order"],
        ["POST", "/api/review/create"],
        ["POST", "/api/url/map"],
        ...["create", "login", "refresh", "reset-password", "create-password", "change-password", "search"].map((path) => ["POST", `/api/ext/shop/${path}`]),
        ...["update", "delete", "shipping-methods", "shipping-information", "collect-totals", "apply-coupon", "apply-discount", "delete-discount"].map((path) => ["POST", `${cart}/${path}?cartId=any`]),
        ["POST", "/api/ext/newsletter/subscribe"],
        ["DELETE", "/api/ext/newsletter/subscribe"],
      ] as const;
      for (const [method, path] of routes) {
        const reply = await shop.request(method, path, { body: "{oops" });
        expect({ path, status: reply.status, body: reply.body }).toEqual({
          path,
          status: 400,
          body: { code: 400, result: { message: "The request body is not valid JSON.", errors: [{ path: "(root)", message: "not valid JSON" }] } },
        });
      }
    } finally {
      await shop.close();
    }
  });

  it("answers a value the database refuses (out of range, not text, not a number) 400, logged, should validation miss one", async () => {
    const logged: unknown[] = [];
    const shop = await createTestShop({ database: "memory", seed: false, log: (_message, error) => void logged.push(error) });
    try {
      for (const code of ["22003", "22021", "22P02"]) {
        const refused = Object.assign(new Error("the database refused a value"), { code });
        vi.spyOn(shop.server.db, "query").mockRejectedValueOnce(refused);
        const reply = await shop.request("GET", "/api/stock/check?sku=SH-OXF-WHT-M");
        expect(reply).toMatchObject({ status: 400, body: { code: 400, result: { message: "The request is not valid.", errors: [] } } });
        expect(logged.at(-1)).toBe(refused);
      }
      expect(logged).toHaveLength(3);
    } finally {
      await shop.close();
    }
  });
});
