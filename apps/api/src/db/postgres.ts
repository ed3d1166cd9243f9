import pg from "pg";
import type { Database, DatabaseSession, Queryable } from "./database";

// Read int8 (count, sum) as numbers, as PGlite does: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

type Log = (message: string, error?: unknown) => void;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query(sql, params as unknown[]);
    return result.rows as Row[];
  },
});

/**
 * BEGIN, `work`, COMMIT on one client; ROLLBACK when `work` throws, which rejects with the
 * work's error. A connection that cannot roll back is dead: `onBroken` hears of it.
 */
async function transactionOn<T>(client: pg.PoolClient, work: (tx: Queryable) => Promise<T>, log: Log, onBroken: (error: Error) => void): Promise<T> {
  try {
    await client.query("BEGIN");
    const result = await work(queryable(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    try {
      await client.query("ROLLBACK");
    } catch (rollbackError) {
      // A dead connection cannot roll back; the original error is the one to report.
      log("ROLLBACK failed; the connection is discarded", rollbackError);
      onBroken(asError(error));
    }
    throw error;
  }
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(url: string, log: Log): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, admin termination) is an event on the pool;
  // unheard it would crash the process. The pool replaces the connection on the next query.
  pool.on("error", (error) => log("An idle PostgreSQL connection was closed by the server", error));
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: "postgres",
    ...queryable(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      // pg-pool removes its idle 'error' listener while a client is checked out: a connection the
      // server ends mid-transaction would be an unheard 'error' event that kills the process. The
      // failing query rejects with the same error, so the listener only logs.
      const onError = (error: Error) => log("A PostgreSQL connection in a transaction was closed by the server", error);
      client.on("error", onError);
      let broken: Error | undefined;
      try {
        return await transactionOn(client, work, log, (error) => {
          broken = error;
        });
      } finally {
        client.off("error", onError);
        // release(error) destroys the client instead of handing a broken connection to the next request.
        client.release(broken);
      }
    },
    async exclusive(key, work) {
      const holder = await pool.connect();
      // Set when the holder fails (its lock is gone with it) or the work fails: either way the
      // connection is discarded, which also ends a lock it may still hold.
      let failed: Error | undefined;
      const onError = (error: Error) => {
        failed ??= error;
        log("The PostgreSQL connection holding an advisory lock was closed by the server", error);
      };
      holder.on("error", onError);
      const session: DatabaseSession = {
        ...queryable(holder),
        async exec(sql) {
          await holder.query(sql);
        },
        transaction: (inner) =>
          transactionOn(holder, inner, log, (error) => {
            failed ??= error;
          }),
      };
      try {
        await holder.query("SELECT pg_advisory_lock($1)", [key]);
        const result = await work(session);
        // The unlock runs on the holder: it fails when the connection (and so the lock) was lost
        // while the work went on without noticing, e.g. between its queries.
        try {
          await holder.query("SELECT pg_advisory_unlock($1)", [key]);
        } catch (error) {
          failed ??= asError(error);
        }
        if (failed !== undefined) throw new Error(`The PostgreSQL connection holding advisory lock ${key} was lost before the work under it ended`, { cause: failed });
        return result;
      } catch (error) {
        failed ??= asError(error);
        throw error;
      } finally {
        holder.off("error", onError);
        holder.release(failed);
      }
    },
    close: () => pool.end(),
  };
}
