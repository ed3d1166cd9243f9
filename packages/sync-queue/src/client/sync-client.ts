import { formatIssuesInline, toConfigIssues } from "@shop/core";
import type { z } from "zod";
import { errorMessageOf, errorResultSchema, type EnvelopeMeta } from "../envelope.schemas";
import { SyncTaskError, describeTask, isSyncTaskError } from "../errors/sync-task-error";
import { buildUrl, type Query } from "../rules/build-url";
import { CART_ID_PLACEHOLDER, TOKEN_PLACEHOLDER } from "../rules/template-url";
import type { SyncQueue } from "../queue/sync-queue";
import type { HttpMethod, SyncTask, SyncTaskInput } from "../task/sync-task.schema";
import type { JsonBodyCheck, JsonBodyOption, JsonInput } from "../task/json-body";

export interface CallOptions<S extends z.ZodType> {
  /** Schema of the envelope's `result`; the client checks the `{code, result, meta}` envelope itself. */
  schema: S;
  /** Query parameters; null/undefined are skipped, arrays repeat the key. */
  query?: Query;
  /** Sends the customer token (bearer header or `token` query parameter, per `user.tokenInHeader`). */
  auth?: boolean;
  /** Adds `cartId={{cartId}}`; refused with 'cart-id-missing' while there is no cart. */
  cart?: boolean;
  /** No error notification for a non-200 reply. */
  silent?: boolean;
  /** Keeps the result; an offline GET then answers from it. */
  cacheable?: boolean;
  /** Persist and send in order, also after a reload, instead of sending at once. */
  queue?: boolean;
  /** Emitted (`task-done`) with the finished task; lets a queued task reach its owner after a reload. */
  callbackEvent?: string;
  headers?: Record<string, string>;
  /**
   * The reply is the result itself, not the `{code, result, meta}` envelope; its HTTP status
   * is the result code (search-engine style replies: catalogue search, URL map).
   */
  bareReply?: boolean;
  /**
   * Reply timeout in ms for this call (default `config.network.requestTimeoutMs`, 15 000);
   * search passes `config.search.clientTimeoutMs` (commerce-core.md §9: 5000).
   */
  timeoutMs?: number;
  /**
   * The task's id, which a non-GET task sends as its `Idempotency-Key`: an id the caller made for
   * the write (an order's `order_id`), so two tasks of one write (sent again after a reload, or
   * queued twice) are applied once by a back end that honours the key. Default: a new random id.
   */
  taskId?: string;
}

export interface RequestOptions<S extends z.ZodType, B extends JsonInput = JsonInput> extends CallOptions<S> {
  method?: HttpMethod;
  /** A path of commerce-core.md §7 (`{ext}` is filled in) or an absolute url. */
  path: string;
  /** Sent as `JSON.stringify` sends it; see `JsonBody` (checked by `JsonBodyOption`). */
  body?: B;
}

export interface SyncReply<T> {
  result: T;
  meta: EnvelopeMeta | undefined;
  task: SyncTask;
  /** True when an offline GET was answered from the kept result of an earlier call. */
  fromCache: boolean;
}

/**
 * What domain packages use instead of `fetch`: schema-checked results or `SyncTaskError`. A body
 * goes as `JSON.stringify` sends it: request types, interfaces and a `Date` are fine, a function
 * or BigInt in it is a type error (`JsonBody`); what the types let through but JSON cannot hold
 * (a cycle, a BigInt in an `unknown`) rejects with a `TypeError`, before anything is sent
 * (`SyncQueue.createTask`).
 */
export interface SyncClient {
  readonly queue: SyncQueue;
  /** The full reply (result, meta, task); `get`/`post`/… return only the result. */
  request<S extends z.ZodType, B extends JsonInput = JsonInput>(options: RequestOptions<S, B> & JsonBodyOption<B>): Promise<SyncReply<z.output<S>>>;
  get<S extends z.ZodType>(path: string, options: CallOptions<S>): Promise<z.output<S>>;
  post<S extends z.ZodType, B extends JsonInput>(path: string, body: B | undefined, options: CallOptions<S>, ...notJson: JsonBodyCheck<B>): Promise<z.output<S>>;
  put<S extends z.ZodType, B extends JsonInput>(path: string, body: B | undefined, options: CallOptions<S>, ...notJson: JsonBodyCheck<B>): Promise<z.output<S>>;
  patch<S extends z.ZodType, B extends JsonInput>(path: string, body: B | undefined, options: CallOptions<S>, ...notJson: JsonBodyCheck<B>): Promise<z.output<S>>;
  delete<S extends z.ZodType, B extends JsonInput = JsonInput>(path: string, options: CallOptions<S> & { body?: B } & JsonBodyOption<B>): Promise<z.output<S>>;
}

function serverError(task: SyncTask): SyncTaskError {
  const parsed = errorResultSchema.safeParse(task.result);
  const serverMessage = parsed.success ? errorMessageOf(parsed.data) : undefined;
  const fieldErrors = parsed.success && typeof parsed.data === "object" ? (parsed.data.errors ?? []) : [];
  return new SyncTaskError({
    kind: "server",
    code: task.resultCode,
    message: serverMessage ?? `${task.payload.method} ${task.url} failed with result code ${task.resultCode}`,
    ...(serverMessage !== undefined && { serverMessage }),
    fieldErrors,
    result: task.result,
    ...describeTask(task),
  });
}

function toReply<S extends z.ZodType>(task: SyncTask, schema: S, fromCache: boolean): SyncReply<z.output<S>> {
  if (task.resultCode !== 200) throw serverError(task);
  const parsed = schema.safeParse(task.result);
  if (!parsed.success) {
    // Paths are rooted at the envelope's `result`, where the developer will look.
    const issues = toConfigIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ["result", ...issue.path] })));
    throw new SyncTaskError({
      kind: "schema",
      code: 200,
      message: `Reply of ${task.payload.method} ${task.url} does not match its schema: ${formatIssuesInline(issues)}`,
      issues,
      result: task.result,
      ...describeTask(task),
    });
  }
  return { result: parsed.data, meta: task.meta, task, fromCache };
}

/** The typed client over a sync queue (commerce-core.md §4, §5, §7). */
export function createSyncClient(queue: SyncQueue): SyncClient {
  // The body checks are the public signatures' (`SyncClient`); inside, a body is any JsonInput.
  async function request<S extends z.ZodType>(options: RequestOptions<S>): Promise<SyncReply<z.output<S>>> {
    const method = options.method ?? "GET";
    const url = buildUrl(options.path, queue.config.api, {
      ...options.query,
      ...(options.cart && { cartId: CART_ID_PLACEHOLDER }),
      ...(options.auth && { token: TOKEN_PLACEHOLDER }),
    });
    const input: SyncTaskInput = {
      url,
      method,
      ...(options.body !== undefined && { body: options.body }),
      ...(options.headers && { headers: options.headers }),
      ...(options.callbackEvent !== undefined && { callback_event: options.callbackEvent }),
      silent: options.silent ?? false,
      is_result_cacheable: options.cacheable ?? false,
      ...(options.bareReply && { bareReply: true }),
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    };
    let task: SyncTask;
    try {
      const given = options.taskId === undefined ? input : { ...queue.createTask(input), task_id: options.taskId };
      task = options.queue ? await queue.queue(given) : await queue.execute(given);
    } catch (error) {
      if (options.cacheable && method === "GET" && isSyncTaskError(error, "offline", "network")) {
        const cached = await queue.cachedTask(method, url);
        if (cached) return toReply(cached, options.schema, true);
      }
      throw error;
    }
    return toReply(task, options.schema, false);
  }

  const withBody =
    (method: HttpMethod) =>
    // `_notJson` stands for the signature's check argument: never given (see `JsonBodyCheck`).
    <S extends z.ZodType>(path: string, body: JsonInput | undefined, options: CallOptions<S>, ..._notJson: readonly unknown[]) =>
      request<S>({ ...options, method, path, ...(body !== undefined && { body }) }).then((reply) => reply.result);

  return {
    queue,
    request,
    get: (path, options) => request({ ...options, method: "GET", path }).then((reply) => reply.result),
    post: withBody("POST"),
    put: withBody("PUT"),
    patch: withBody("PATCH"),
    delete: <S extends z.ZodType>(path: string, options: CallOptions<S> & { body?: JsonInput }) => request<S>({ ...options, method: "DELETE", path }).then((reply) => reply.result),
  };
}
