import type { ConfigIssue } from "@shop/core";
import type { FieldError } from "../envelope.schemas";
import type { SyncTask } from "../task/sync-task.schema";

/**
 * Why a task failed:
 * - `network`: no reply (connection refused, reset, timed out) after every attempt, or a gateway's
 *   reply that never reached the back end (HTTP 408, 429, 502, 503, 504 without the envelope);
 * - `offline`: not tried because the browser reports no connection;
 * - `bad-content-type`: the reply is not JSON (commerce-core.md §8);
 * - `empty-response`: the reply body is empty or JSON `null` (§8 "wrong response format");
 * - `wrong-format`: the body is not valid JSON or not a `{code, result, meta}` envelope;
 * - `schema`: the envelope is fine but its `result` does not fit the caller's schema;
 * - `server`: the envelope carries a non-200 code (§5 "non-200 result codes are failures");
 * - `unauthorized`: code 401 that no token refresh could cure (§4 "Session and token");
 * - `cart-id-missing`: the url needs `{{cartId}}` and no cart exists (§4 "Network tasks");
 * - `cleared`: a queued task dropped because the session ended before it was sent;
 * - `not-queued`: `queue` on a server queue (runtime "server"): a server render queues no
 *   writes, so the task was neither stored nor sent.
 */
export type SyncTaskErrorKind =
  | "network"
  | "offline"
  | "bad-content-type"
  | "empty-response"
  | "wrong-format"
  | "schema"
  | "server"
  | "unauthorized"
  | "cart-id-missing"
  | "cleared"
  | "not-queued";

/** A zod issue reduced to what a developer needs: where (dotted path) and what; core's `toConfigIssues` makes them. */
export type SchemaIssue = ConfigIssue;

export interface SyncTaskErrorInit {
  kind: SyncTaskErrorKind;
  /** i18n key or developer-readable text; for spec situations the spec's exact wording. */
  message: string;
  /** The result code of the reply (HTTP-like, e.g. 401, 500), when there was one. */
  code?: number;
  /** The server's own message from an error envelope. */
  serverMessage?: string;
  fieldErrors?: readonly FieldError[];
  issues?: readonly SchemaIssue[];
  /** The raw `result` of an error envelope, for callers that read more than the message. */
  result?: unknown;
  taskId?: string;
  method?: string;
  /** The url template of the task (placeholders not filled, so no token leaks into logs). */
  url?: string;
  cause?: unknown;
}

/** The one error type every sync-queue call rejects with. */
export class SyncTaskError extends Error {
  readonly kind: SyncTaskErrorKind;
  readonly code: number | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: readonly FieldError[];
  readonly issues: readonly SchemaIssue[];
  readonly result: unknown;
  readonly taskId: string | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: SyncTaskErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "SyncTaskError";
    this.kind = init.kind;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? [];
    this.issues = init.issues ?? [];
    this.result = init.result;
    this.taskId = init.taskId;
    this.method = init.method;
    this.url = init.url;
  }
}

/** A `SyncTaskError` as plain data, for Redux actions (which must stay serializable). */
export interface SyncTaskFailure {
  kind: SyncTaskErrorKind;
  message: string;
  code?: number;
  serverMessage?: string;
  fieldErrors: readonly FieldError[];
}

/** The plain-data form of an error (`syncTaskFailed` carries it); `cause`, `issues` and `result` stay on the event's error. */
export function toSyncTaskFailure(error: SyncTaskError): SyncTaskFailure {
  return {
    kind: error.kind,
    message: error.message,
    ...(error.code !== undefined && { code: error.code }),
    ...(error.serverMessage !== undefined && { serverMessage: error.serverMessage }),
    fieldErrors: error.fieldErrors,
  };
}

/** Which task an error is about: its id, method and url template (placeholders not filled). */
export function describeTask(task: SyncTask): Pick<SyncTaskErrorInit, "taskId" | "method" | "url"> {
  return { taskId: task.task_id, method: task.payload.method, url: task.url };
}

/** True for a `SyncTaskError`, optionally of one of the given kinds. */
export function isSyncTaskError(error: unknown, ...kinds: SyncTaskErrorKind[]): error is SyncTaskError {
  return error instanceof SyncTaskError && (kinds.length === 0 || kinds.includes(error.kind));
}

/**
 * Whether a failed call means "offline" (commerce-core.md §8 "search while offline: empty
 * result with offline flag; while online error is logged and rejected"): not sent because the
 * connection is off (`offline`), or no reply (`network`) to a call sent while the queue
 * already counted the connection as lost after an earlier call without reply.
 * `sentWhileOffline` is `!queue.isOnline()` read before the call: afterwards it says nothing,
 * since a call without reply sets the queue offline itself. A call without reply (timed out,
 * refused) sent while online is an online failure.
 */
export function isOfflineFailure(error: unknown, sentWhileOffline: boolean): error is SyncTaskError {
  return isSyncTaskError(error, "offline") || (sentWhileOffline && isSyncTaskError(error, "network"));
}
