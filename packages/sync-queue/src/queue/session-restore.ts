import type { Clock, Logger } from "@shop/core";
import type { SessionTokens } from "./session-tokens";

export interface SessionRestoreOptions {
  tokens: SessionTokens;
  clock: Clock;
  /**
   * The longest wait for `tokens.ready()`; afterwards the restore counts as late.
   * `config.network.sessionRestoreTimeoutMs`, validated by `createConfig` (a positive number).
   */
  timeoutMs: number;
  logger: Logger;
  /** Called once when a late `ready()` settles: the queue sends the tasks it held for it. */
  onLateSettle(): void;
}

export interface SessionRestore {
  /** Resolves when `ready()` settled or after `timeoutMs` (started by the first call); never rejects. */
  wait(): Promise<void>;
  /** The bounded wait ran out and `ready()` has not settled yet: queued session tasks are held. */
  isLate(): boolean;
}

export const SESSION_NOT_RESTORED = "the session tokens were not restored; tasks are sent with what the session holds";

/**
 * The wait for the session after a page load, bounded so that a `ready()` that never settles
 * cannot hold the queue (which sends one task at a time) for ever. A `ready()` that rejects is
 * logged and tasks go with what the session holds; one that is only late leaves the restore
 * "late" until it settles, then `onLateSettle` runs.
 */
export function createSessionRestore(options: SessionRestoreOptions): SessionRestore {
  const { tokens, clock, timeoutMs, logger } = options;
  // Synchronous state changes only, so a timeout and a settle in the same tick cannot both win.
  let state: "waiting" | "late" | "settled" = "waiting";
  let waited: Promise<void> | undefined;

  const start = () =>
    new Promise<void>((resolve) => {
      const timer = clock.setTimeout(() => {
        if (state !== "waiting") return;
        state = "late";
        logger.warn(`the session was not restored within ${timeoutMs} ms; queued tasks that need it wait for it, other tasks go on`);
        resolve();
      }, timeoutMs);
      void Promise.resolve()
        .then(() => tokens.ready?.())
        .catch((error: unknown) => logger.error(SESSION_NOT_RESTORED, error))
        .then(() => {
          clock.clearTimeout(timer);
          const wasLate = state === "late";
          state = "settled";
          resolve();
          if (wasLate) options.onLateSettle();
        });
    });

  return {
    wait() {
      if (!tokens.ready) return Promise.resolve();
      waited ??= start();
      return waited;
    },
    isLate: () => state === "late",
  };
}
