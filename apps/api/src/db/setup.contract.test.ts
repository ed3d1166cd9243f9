import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { DEMO_CUSTOMERS } from "../seed/customers";
import { createServer } from "../server";
import { postgresTestDatabase } from "../testing/test-server";
import type { Database } from "./database";
import { migrate, readMigrations } from "./migrate";
import { openPostgres } from "./postgres";

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

describe.runIf(process.env.SHOP_API_TEST_POSTGRES_URL !== undefined)("the setup lock on PostgreSQL (Database.exclusive)", () => {
  const KEY = 42;
  /** The backend of the connection holding advisory lock KEY in this database, ended (pg_terminate_backend) and gone. */
  const endHolder = async (db: Database) => {
    const [holder] = await db.query<{ pid: number }>(
      "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      [KEY],
    );
    if (holder === undefined) throw new Error("no connection holds the lock");
    await db.query("SELECT pg_terminate_backend($1)", [holder.pid]);
    await vi.waitFor(async () => expect(await db.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [holder.pid])).toEqual([]));
  };

  it("the lock's connection ending mid-work fails the work: what it writes after is not committed, and exclusive rejects even when the work did not notice", async () => {
    const database = await postgresTestDatabase();
    const log = vi.fn();
    const db = await openPostgres(database.url, log);
    try {
      await db.exec("CREATE TABLE probe (n integer)");
      const writesAfterLoss = db.exclusive(KEY, async (session) => {
        await session.query("INSERT INTO probe VALUES (1)");
        await endHolder(db);
        await session.transaction(async (tx) => {
          await tx.query("INSERT INTO probe VALUES (2)");
        });
      });
      await expect(writesAfterLoss).rejects.toThrow(/terminat|closed|not queryable/i);
      // Work that has no query left when the lock goes: the section fails all the same.
      const unnoticed = db.exclusive(KEY, async () => {
        await endHolder(db);
        return "done";
      });
      await expect(unnoticed).rejects.toThrow(`The PostgreSQL connection holding advisory lock ${KEY} was lost before the work under it ended`);
      expect((await db.query<{ n: number }>("SELECT n FROM probe ORDER BY n")).map((row) => row.n)).toEqual([1]);
      expect(log).toHaveBeenCalledWith("The PostgreSQL connection holding an advisory lock was closed by the server", expect.anything());
      // The lock went with its connection: the next section takes it.
      expect(await db.exclusive(KEY, async (session) => (await session.query<{ one: number }>("SELECT 1 AS one"))[0]?.one)).toBe(1);
    } finally {
      await db.close();
      await database.drop();
    }
  });

  it("migration 006 waits for a cart write of an older server still running, then closes its duplicate instead of failing", async () => {
    const database = await postgresTestDatabase();
    const db = await openPostgres(database.url, () => undefined);
    const olderServer = new pg.Client({ connectionString: database.url });
    try {
      await migrate(db, { migrations: readMigrations().filter((migration) => migration.version <= 5) });
      await db.query("INSERT INTO customer (id, email, firstname, lastname, password_hash) VALUES (1, 'a@example.com', 'A', 'A', 'x')");
      await db.query("INSERT INTO cart (token, customer_id, store_code) VALUES ('first', 1, 'nl')");
      // The older server's read-then-insert cart/create, its insert not yet committed when 006 starts.
      await olderServer.connect();
      await olderServer.query("BEGIN");
      await olderServer.query("INSERT INTO cart (token, customer_id, store_code) VALUES ('second', 1, 'nl')");
      const migrating = migrate(db);
      await vi.waitFor(async () => {
        const waiting = await db.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'relation'");
        expect(waiting).toHaveLength(1);
      });
      await olderServer.query("COMMIT");
      expect(await migrating).toEqual(["006_one_active_cart.sql", ...readMigrations().filter((migration) => migration.version > 6).map((migration) => migration.name)]);
      expect((await db.query<{ token: string }>("SELECT token FROM cart WHERE is_active")).map((row) => row.token)).toEqual(["second"]);
    } finally {
      await olderServer.end();
      await db.close();
      await database.drop();
    }
  });
});
