import pg from "pg";
import type { Database, Queryable } from "./database";

// Read int8 (count, sum) as numbers, as PGlite does: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(url: string, log: (message: string, error?: unknown) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, admin termination) is an event on the pool;
  // unheard it would crash the process. The pool replaces the connection on the next query.
  pool.on("error", (error) => log("An idle PostgreSQL connection was closed by the server", error));
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const queryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
  });
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
        await client.query("BEGIN");
        const result = await work(queryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        broken = asError(error);
        try {
          await client.query("ROLLBACK");
          // Rolled back: the connection is sound and goes back to the pool.
          broken = undefined;
        } catch (rollbackError) {
          // A dead connection cannot roll back; the original error is the one to report.
          log("ROLLBACK failed; the connection is discarded", rollbackError);
        }
        throw error;
      } finally {
        client.off("error", onError);
        // release(error) destroys the client instead of handing a broken connection to the next request.
        client.release(broken);
      }
    },
    async exclusive(key, work) {
      const holder = await pool.connect();
      const onError = (error: Error) => log("The PostgreSQL connection holding an advisory lock was closed by the server", error);
      holder.on("error", onError);
      let broken: Error | undefined;
      try {
        await holder.query("SELECT pg_advisory_lock($1)", [key]);
        return await work();
      } catch (error) {
        broken = asError(error);
        throw error;
      } finally {
        try {
          // After a failure the connection is discarded instead, which ends its lock with it.
          if (broken === undefined) await holder.query("SELECT pg_advisory_unlock($1)", [key]);
        } catch (error) {
          broken = asError(error);
        }
        holder.off("error", onError);
        holder.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
