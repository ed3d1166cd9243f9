import { vi } from "vitest";
import type { Database, Queryable } from "../db/database";

/**
 * Lines concurrent requests up at one point so a race happens every run, not by chance: the
 * first `count` arrivals wait for each other, then go on together; later ones pass. An arrival
 * waits at most `timeoutMs`, so code that rightly keeps the others out (a lock) cannot hang.
 */
export function meetingPoint(count: number, timeoutMs = 1000) {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    arrive(): Promise<void> {
      arrived += 1;
      if (arrived >= count) open();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      return Promise.race([opened, timedOut]).finally(() => clearTimeout(timer));
    },
  };
}

/**
 * While on, every transaction of `db` stops at its first statement matching `pattern` (before or
 * after running it) until `count` transactions are there (a meeting point): concurrent requests
 * reach that statement together. Undo with `mockRestore()`.
 */
export function meetInTransactions(db: Database, pattern: RegExp, count: number, at: "before" | "after") {
  const together = meetingPoint(count);
  return onTransactionQueries(db, (query) => {
    let met = false;
    const meet = async (sql: string) => {
      if (met || !pattern.test(sql)) return;
      met = true;
      await together.arrive();
    };
    return async (sql, params) => {
      if (at === "before") await meet(sql);
      const rows = await query(sql, params);
      if (at === "after") await meet(sql);
      return rows;
    };
  });
}

/**
 * While on, the first transaction of `db` to run a statement matching `pattern` stops right after
 * it, holding its locks, until another backend of the database waits on a lock (PostgreSQL's
 * pg_stat_activity; at most `timeoutMs`): a request made meanwhile meets those locks for certain.
 * `held` resolves when it stops. Undo with `mockRestore()`.
 */
export function holdInTransaction(db: Database, pattern: RegExp, timeoutMs = 2000) {
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let holding = false;
  const spy = onTransactionQueries(db, (query) => async (sql, params) => {
    const rows = await query(sql, params);
    if (!holding && pattern.test(sql)) {
      holding = true;
      reached();
      await untilLockWaiter(db, timeoutMs);
    }
    return rows;
  });
  return Object.assign(spy, { held });
}

type RunQuery = (sql: string, params?: readonly unknown[]) => Promise<unknown[]>;

/** Replaces `db.transaction` so each transaction's statements go through `wrap(query)` (one call per transaction). */
function onTransactionQueries(db: Database, wrap: (query: RunQuery) => RunQuery) {
  const transaction = db.transaction.bind(db);
  return vi.spyOn(db, "transaction").mockImplementation(((work: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => work({ query: wrap((sql, params) => tx.query(sql, params)) } as Queryable))) as typeof transaction);
}

async function untilLockWaiter(db: Database, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const waiting = await db.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
