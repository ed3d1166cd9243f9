import type { Clock, Logger } from "@shop/core";
import { withTimeout } from "../storage/with-timeout";
import type { SessionTokens } from "./session-tokens";

export interface SessionRestoreOptions {
  tokens: SessionTokens;
  clock: Clock;
  /** The longest wait for `tokens.ready()`; afterwards tasks go with what the session holds. */
  timeoutMs: number;
  logger: Logger;
}

/**
 * The wait for the session after a page load, bounded so that a `ready()` that never settles
 * cannot hold the queue (which sends one task at a time) for ever. Started by the first caller
 * (no timer when nothing needs the session); a late or failed restore is logged once, and from
 * then on tasks read the tokens as they are when sent.
 */
export function createSessionRestore(options: SessionRestoreOptions): () => Promise<void> {
  const { tokens, clock, timeoutMs, logger } = options;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) throw new RangeError(`sessionRestoreTimeoutMs must be a positive number, got ${timeoutMs}`);
  let restored: Promise<void> | undefined;
  return () => {
    if (!tokens.ready) return Promise.resolve();
    restored ??= withTimeout(Promise.resolve().then(() => tokens.ready?.()), timeoutMs, clock, "session restore").catch((error: unknown) =>
      logger.error("the session tokens were not restored; tasks are sent with what the session holds", error),
    );
    return restored;
  };
}
