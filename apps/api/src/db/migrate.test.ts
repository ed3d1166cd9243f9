import { describe, expect, it } from "vitest";
import { SEARCH_PROJECTION_DROPS } from "../catalog/search-sql";
import { migrate, readMigrations, splitStatements } from "./migrate";
import { openPglite } from "./pglite";

describe("migrations", () => {
  it("are numbered SQL files in order", () => {
    const migrations = readMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(migrations.every((migration) => /CREATE TABLE|ALTER TABLE|CREATE (UNIQUE )?INDEX/.test(migration.sql))).toBe(true);
  });

  it("the search projection leaves out exactly the keys the search code expects", () => {
    const sql = readMigrations().find((migration) => migration.name === "004_search_projection.sql")?.sql ?? "";
    const dropped = /doc - '\{([a-z_,]+)\}'::text\[\]/.exec(sql)?.[1]?.split(",");
    expect(dropped).toEqual([...SEARCH_PROJECTION_DROPS]);
  });

  it("one active cart per customer (006): duplicates already there are closed, the newest stays; a second active one is refused", async () => {
    const db = await openPglite();
    try {
      await migrate(db, { migrations: readMigrations().filter((migration) => migration.version <= 5) });
      await db.query("INSERT INTO customer (id, email, firstname, lastname, password_hash) VALUES (1, 'a@example.com', 'A', 'A', 'x'), (2, 'b@example.com', 'B', 'B', 'x')");
      await db.query("INSERT INTO cart (id, token, customer_id, store_code, is_active) VALUES (1, 'old', 1, 'nl', true), (2, 'new', 1, 'nl', true), (3, 'closed', 1, 'nl', false), (4, 'other', 2, 'nl', true), (5, 'guest1', NULL, 'nl', true), (6, 'guest2', NULL, 'nl', true)");
      expect(await migrate(db)).toEqual(["006_one_active_cart.sql", "007_refresh_tokens.sql", "008_refresh_token_reuse.sql", "009_refresh_token_reuse_detection.sql", "010_login_lockout.sql", "011_composite_products.sql", "012_password_reset_links.sql", "013_loyalty.sql", "014_content.sql", "015_search.sql", "016_cdp.sql"]);
      const active = await db.query<{ token: string }>("SELECT token FROM cart WHERE is_active ORDER BY id");
      expect(active.map((row) => row.token)).toEqual(["new", "other", "guest1", "guest2"]);
      await expect(db.query("INSERT INTO cart (token, customer_id, store_code) VALUES ('second', 2, 'nl')")).rejects.toMatchObject({ code: "23505" });
    } finally {
      await db.close();
    }
  });

  it("one live password reset link per customer (012): of the links older code left live, only each customer's newest stays live", async () => {
    const db = await openPglite();
    try {
      await migrate(db, { migrations: readMigrations().filter((migration) => migration.version <= 11) });
      await db.query("INSERT INTO customer (id, email, firstname, lastname, password_hash) VALUES (1, 'a@example.com', 'A', 'A', 'x'), (2, 'b@example.com', 'B', 'B', 'x')");
      await db.query(`INSERT INTO password_reset (token_hash, customer_id, expires_at, used_at) VALUES
        ('a-old', 1, '2026-03-01T10:00:00Z', NULL), ('a-new', 1, '2026-03-01T11:00:00Z', NULL), ('a-used', 1, '2026-03-01T12:00:00Z', '2026-03-01T10:30:00Z'),
        ('b-only', 2, '2026-03-01T09:00:00Z', NULL)`);
      expect(await migrate(db)).toEqual(["012_password_reset_links.sql", "013_loyalty.sql", "014_content.sql", "015_search.sql", "016_cdp.sql"]);
      const live = await db.query<{ token_hash: string }>("SELECT token_hash FROM password_reset WHERE used_at IS NULL ORDER BY token_hash");
      expect(live.map((row) => row.token_hash)).toEqual(["a-new", "b-only"]);
      const [used] = await db.query<{ used_at: Date }>("SELECT used_at FROM password_reset WHERE token_hash = 'a-used'");
      expect(new Date(used!.used_at).toISOString()).toBe("2026-03-01T10:30:00.000Z");
    } finally {
      await db.close();
    }
  });

  it("split into statements at line-ending semicolons, without comments", () => {
    expect(splitStatements("-- a table\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n")).toEqual(["CREATE TABLE a (x int)", "CREATE INDEX i ON a (x)"]);
    expect(splitStatements("SELECT ';' AS x;")).toEqual(["SELECT ';' AS x"]);
  });
});
