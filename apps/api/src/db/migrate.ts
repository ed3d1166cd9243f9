import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database, DatabaseSession } from "./database";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Serializes migrating and seeding when several servers start against one PostgreSQL database. */
const SETUP_LOCK = 8_787_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files (`001_schema.sql`…), in order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(`${dir}${file}`, "utf8") }));
}

export interface MigrateOptions {
  migrations?: Migration[];
  /**
   * Runs after the migrations under the same lock (the seed), querying through `session`, the
   * lock's connection: servers starting together on an empty database seed it once.
   */
  andThen?: (session: DatabaseSession) => Promise<unknown>;
}

/**
 * Applies the migrations not yet recorded in schema_migration, each in its own transaction,
 * then `andThen`, all under one advisory lock and on the connection that holds it: a migration
 * cannot commit after the lock is lost.
 */
export async function migrate(db: Database, { migrations = readMigrations(), andThen }: MigrateOptions = {}): Promise<string[]> {
  return db.exclusive(SETUP_LOCK, async (session) => {
    await session.exec(
      "CREATE TABLE IF NOT EXISTS schema_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const applied = new Set((await session.query<{ version: number }>("SELECT version FROM schema_migration")).map((row) => row.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await session.transaction(async (tx) => {
        for (const statement of splitStatements(migration.sql)) await tx.query(statement);
        await tx.query("INSERT INTO schema_migration (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
      });
      done.push(migration.name);
    }
    await andThen?.(session);
    return done;
  });
}

/** Our migrations hold plain statements (no functions with bodies): split on ";" at line ends. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) => statement.length > 0);
}
