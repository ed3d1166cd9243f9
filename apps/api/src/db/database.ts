/** The one query layer over PGlite and a PostgreSQL server: same SQL, same parameters ($1, $2…). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** "pglite" (embedded) or "postgres" (a server through DATABASE_URL). */
  readonly kind: "pglite" | "postgres";
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding the session advisory lock `key` on a connection kept for it alone (a
   * pooled query may land on any connection, so the lock and its unlock must share one): every
   * server on the same database runs its `work` under that key one at a time. `work` queries
   * through `session`, that same connection, so what it commits was committed under the lock:
   * if the connection is lost, the lock and any open transaction go with it, and `exclusive`
   * rejects even when `work` did not notice.
   */
  exclusive<T>(key: number, work: (session: DatabaseSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The connection `exclusive` holds its lock on, for the work under it. */
export type DatabaseSession = Pick<Database, "query" | "exec" | "transaction">;

/** Where the data lives: in memory, a PGlite data directory, or a PostgreSQL server. */
export type DatabaseLocation = { kind: "memory" } | { kind: "directory"; path: string } | { kind: "url"; url: string };

/** The largest value of a PostgreSQL `integer` (our serial ids): a larger id cannot exist. */
export const INT4_MAX = 2_147_483_647;

/** The SQLSTATE of a unique-constraint violation. */
export const UNIQUE_VIOLATION = "23505";

/** The SQLSTATE a database error carries, if any. */
function sqlState(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/**
 * SQLSTATEs of a value the database cannot take (out of range, not text, not a number):
 * input that validation should have refused. The app answers them 400, never 500.
 */
const BAD_VALUE_STATES = new Set(["22003", "22021", "22P02", "22P05"]);

export function isBadValue(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && BAD_VALUE_STATES.has(state);
}

export async function openDatabase(location: DatabaseLocation, log: (message: string, error?: unknown) => void): Promise<Database> {
  if (location.kind === "url") {
    const { openPostgres } = await import("./postgres");
    return openPostgres(location.url, log);
  }
  const { openPglite } = await import("./pglite");
  return openPglite(location.kind === "memory" ? undefined : location.path);
}

/** The first row of a query that must return one (INSERT … RETURNING, a row just read); a clear error otherwise. */
export function one<Row>(rows: Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected a row: ${what}`);
  return row;
}
