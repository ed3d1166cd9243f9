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

/**
 * A back end that honours `Idempotency-Key` answers a replay that comes while the key's first
 * request still runs with HTTP 409 and `Retry-After` (apps/api: 'A request with this
 * Idempotency-Key is still being processed.'): the task is being applied, its answer is still to
 * come. For a queued write that reply is no answer (commerce-core.md §4 Network tasks: a
 * transmitted task has its result and code): it waits and is sent again with the same key, which
 * then gets the first request's stored reply. A 409 without `Retry-After` (a real conflict), not
 * in the envelope, or to a direct call stays the answer it is.
 */
export function isInProgressReply(reply: RawReply, outcome: ReplyOutcome, task: InProgressTask): boolean {
  return (
    task.queued &&
    sendsIdempotencyKey(task.method) &&
    reply.status === 409 &&
    outcome.type === "envelope" &&
    outcome.envelope.code === 409 &&
    (reply.retryAfter?.trim() ?? "") !== ""
  );
}
