import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import type { Database, Queryable } from "./database";

/**
 * Embedded PostgreSQL (WebAssembly). PGlite runs every query and transaction under one
 * lock, so concurrent requests never interleave inside a transaction.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // The extension migration 015 creates (search relevance); a server has it in postgresql-contrib.
  const extensions = { fuzzystrmatch };
  const db = dataDir === undefined ? new PGlite({ extensions }) : new PGlite(dataDir, { extensions });
  await db.waitReady;
  const queryable = (target: Pick<PGlite, "query">): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const database: Database = {
    kind: "pglite",
    ...queryable(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    // One session, and another process cannot open the same directory: nothing can run beside the
    // work, so there is no lock to take (an advisory lock would be re-entrant here and never wait).
    exclusive: (_key, work) => work(database),
    close: () => db.close(),
  };
  return database;
}
