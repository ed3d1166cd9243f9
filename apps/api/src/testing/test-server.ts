import { randomBytes } from "node:crypto";
import pg from "pg";
import { createServer, type CreateServerOptions, type ShopServer } from "../server";
import type { Mail } from "../services";

/**
 * Set by scripts/test-on-postgres.mjs: an admin URL of a throwaway PostgreSQL server. Each
 * test file then gets its own database on it; without it every file gets an in-memory PGlite.
 */
const ADMIN_URL = process.env.SHOP_API_TEST_POSTGRES_URL;

export interface TestShop {
  server: ShopServer;
  mails: Mail[];
  // The body is read raw on purpose: contract tests parse it with the client schemas, the rest reach into it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/** A new empty database on the PostgreSQL server of the PostgreSQL pass (SHOP_API_TEST_POSTGRES_URL). */
export async function postgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (ADMIN_URL === undefined) throw new Error("postgresTestDatabase needs SHOP_API_TEST_POSTGRES_URL (scripts/test-on-postgres.mjs sets it)");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A seeded shop for one test file, answered in-process (no port). */
export async function createTestShop(options: CreateServerOptions = {}): Promise<TestShop> {
  const mails: Mail[] = [];
  const postgres = ADMIN_URL === undefined || options.database !== undefined ? undefined : await postgresTestDatabase();
  const server = await createServer({
    database: postgres === undefined ? "memory" : { url: postgres.url },
    log: () => undefined,
    ...options,
    // `mailer: undefined` keeps the default (nodemailer into the outbox, served at /api/dev/mailbox).
    ...(!("mailer" in options) && { mailer: { send: async (mail: Mail) => void mails.push(mail) } }),
  });
  return {
    server,
    mails,
    async request(method, path, { body, token, headers = {} } = {}) {
      const response = await server.fetch(
        new Request(`http://shop.test${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
          body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        }),
      );
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON (an image): the text is the body.
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await server.close();
      await postgres?.drop();
    },
  };
}

/** A new customer with a unique e-mail, logged in. */
export async function signUp(shop: TestShop, name = "Test") {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString("hex")}@example.com`;
  const password = "Secret123!";
  const created = await shop.request("POST", "/api/ext/shop/create", { body: { customer: { email, firstname: name, lastname: "Shopper" }, password } });
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const login = await shop.request("POST", "/api/ext/shop/login", { body: { username: email, password } });
  return { id: created.body.result.id as number, email, password, token: login.body.result as string, refreshToken: login.body.meta.refreshToken as string };
}

/** The nl catalogue document of the product `sku` (the search reply's `_source`); a clear error when there is none. */
// The document is read raw on purpose, as `request` answers it: tests reach into its fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function productSource(shop: TestShop, sku: string): Promise<any> {
  const reply = await shop.request("POST", "/api/catalog/shop_catalog_nl/product/_search", { body: { filter: { sku } } });
  const source = reply.body?.hits?.hits?.[0]?._source;
  if (source === undefined) throw new Error(`no product ${sku} in the nl catalogue: ${JSON.stringify(reply.body)}`);
  return source;
}
