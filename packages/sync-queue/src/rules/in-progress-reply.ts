import type { RawReply, ReplyOutcome } from "./read-reply";

/** Only writes send the task id as `Idempotency-Key` (a GET is idempotent, and a custom header would add a CORS preflight to each). */
export function sendsIdempotencyKey(method: string): boolean {
  return method !== "GET";
}

/** What `isInProgressReply` needs to know of the task besides the reply. */
export interface InProgressTask {
  /** From the persisted queue: it can wait and be sent again; a direct `execute` takes every reply as its answer. */
  queued: boolean;
  method: string;
}

/** The envelope codes that, with `Retry-After`, say "still running": 409 (a replay met the running first try) and 504 (the back end's own timeout cut the reply off, not the work). */
const IN_PROGRESS_CODES: ReadonlySet<number> = new Set([409, 504]);

/**
 * A back end that honours `Idempotency-Key` answers a replay that comes while the key's first
 * request still runs with HTTP 409 and `Retry-After` (apps/api: 'A request with this
 * Idempotency-Key is still being processed.'), and a request its own timeout cut off with 504
 * and `Retry-After` (the work may still finish): the task is being applied, its answer is still to
 * come. For a queued write that reply is no answer (commerce-core.md §4 Network tasks: a
 * transmitted task has its result and code): it waits and is sent again with the same key, which
 * then gets the first request's stored reply. A 409 or 504 without `Retry-After` (a real conflict, a
 * plain timeout), not in the envelope, or to a direct call stays the answer it is.
 */
export function isInProgressReply(reply: RawReply, outcome: ReplyOutcome, task: InProgressTask): boolean {
  return (
    task.queued &&
    sendsIdempotencyKey(task.method) &&
    IN_PROGRESS_CODES.has(reply.status) &&
    outcome.type === "envelope" &&
    outcome.envelope.code === reply.status &&
    (reply.retryAfter?.trim() ?? "") !== ""
  );
}
