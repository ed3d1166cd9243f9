import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../seed/customers";
import { createServer } from "../server";
import { postgresTestDatabase } from "../testing/test-server";

// Runs in the PostgreSQL pass (scripts/test-on-postgres.mjs): one PGlite is one process's.
describe.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("servers starting together on one empty PostgreSQL database", () => {
  it("migrate and seed it once: both start, the demo shop is there once", async () => {
    const database = await postgresTestDatabase();
    const start = () => createServer({ database: { url: database.url }, log: () => undefined });
    const servers = await Promise.allSettled([start(), start()]);
    try {
      expect(servers.map((server) => server.status)).toEqual(["fulfilled", "fulfilled"]);
      const [first] = servers;
      if (first?.status !== "fulfilled") return;
      const [customers] = await first.value.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customer");
      expect(customers?.n).toBe(DEMO_CUSTOMERS.length);
      const [seeds] = await first.value.db.query<{ n: number }>("SELECT count(*)::int AS n FROM server_setting WHERE key = 'seed_version'");
      expect(seeds?.n).toBe(1);
    } finally {
      await Promise.all(servers.map((server) => (server.status === "fulfilled" ? server.value.close() : undefined)));
      await database.drop();
    }
  }, 180_000);
});
