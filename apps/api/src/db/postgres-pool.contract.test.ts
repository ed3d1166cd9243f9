import { describe, expect, it, vi } from "vitest";
import { createTestShop } from "../testing/test-server";

// Runs in the PostgreSQL pass (scripts/test-on-postgres.mjs); PGlite has no connection pool.
describe.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("PostgreSQL connection pool", () => {
  it("survives the server closing idle connections: logged, and the next query reconnects", async () => {
    const log = vi.fn();
    const shop = await createTestShop({ log });
    try {
      const { db } = shop.server;
      // Two connections at once, so one can end the other once both are idle.
      await Promise.all([db.query("SELECT pg_sleep(0.05)"), db.query("SELECT pg_sleep(0.05)")]);
      const [ended] = await db.query<{ count: number }>(
        "SELECT count(pg_terminate_backend(pid)) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      expect(ended?.count).toBeGreaterThan(0);
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith("An idle PostgreSQL connection was closed by the server", expect.objectContaining({ code: "57P01" })));
      expect(await db.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await shop.close();
    }
  });
});
