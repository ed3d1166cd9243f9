import { describe, expect, it, vi } from "vitest";
import { createTestShop } from "../testing/test-server";

// Runs in the PostgreSQL pass (scripts/test-on-postgres.mjs); PGlite has no server to lose.
describe.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("PostgreSQL transaction", () => {
  it("the server ending the transaction's connection rejects the transaction with the server's error; the process and the pool carry on", async () => {
    const shop = await createTestShop({ seed: false, log: vi.fn() });
    const unhandled = vi.fn();
    process.on("uncaughtException", unhandled);
    try {
      const { db } = shop.server;
      let pid: number | undefined;
      const running = db.transaction(async (tx) => {
        const [backend] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        pid = backend?.pid;
        await tx.query("SELECT pg_sleep(5)");
        return "committed";
      });
      const outcome = running.then(
        () => undefined,
        (error: unknown) => error,
      );
      await vi.waitFor(() => expect(pid).toBeDefined());
      // Ends the backend from another connection of the pool while the transaction sleeps.
      const [ended] = await db.query<{ ended: boolean }>("SELECT pg_terminate_backend($1) AS ended", [pid]);
      expect(ended?.ended).toBe(true);
      // The original error (admin shutdown, 57P01), not a failed ROLLBACK on a dead connection.
      expect(await outcome).toMatchObject({ code: "57P01" });
      // Let any late 'error' event fire before looking.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).not.toHaveBeenCalled();
      // The broken client was destroyed, not returned to the pool: every later query and transaction works.
      for (let round = 0; round < 12; round += 1) expect(await db.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      expect(await db.transaction(async (tx) => (await tx.query<{ two: number }>("SELECT 2 AS two"))[0]?.two)).toBe(2);
    } finally {
      process.off("uncaughtException", unhandled);
      await shop.close();
    }
  });
});
