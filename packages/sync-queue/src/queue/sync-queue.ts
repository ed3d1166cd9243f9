import { consoleLogger, fillTemplate, type Clock, type Logger, type ShopConfig, type ShopRuntime, type TimerHandle } from "@shop/core";
import { serverMessageOf, type Envelope } from "../envelope.schemas";
import { SYNC_MESSAGES } from "../errors/messages";
import { SyncTaskError, describeTask, isSyncTaskError, type SyncTaskErrorInit } from "../errors/sync-task-error";
import { ignoredMetaWarnings, readReply, type RawReply, type ReplyOutcome } from "../rules/read-reply";
import { currentToken, fillUrlTemplate, needsCartId, needsSession, usesToken } from "../rules/template-url";
import { REFRESH_FAILED, decideBeforeSend, decideOnUnauthorized, type TokenRefreshState } from "../rules/token-refresh-rules";
import {
  decideOnGatewayReply,
  gatewayEpisode,
  gatewayRetryAt,
  nextGatewaySchedule,
  type GatewayFailure,
  type GatewayReplyDecision,
} from "../rules/gateway-replies";
import { isInProgressReply, sendsIdempotencyKey } from "../rules/in-progress-reply";
import { retryAfterMs } from "../rules/retry-after";
import { gatewayPageOf, type GatewayPage } from "../rules/unreached-reply";
import { createMemoryStorage } from "../storage/memory-storage";
import type { KeyValueStorage } from "../storage/key-value-storage";
import { createLocalForageStorage, hasBrowserStorage } from "../storage/localforage-storage";
import { startQuotaCheck } from "../storage/quota-check";
import { createResilientStorage, type StorageErrorEvent } from "../storage/resilient-storage";
import type { StorageUsage } from "../storage/rules/storage-quota";
import { createTask } from "../task/create-task";
import type { SyncTask, SyncTaskInput } from "../task/sync-task.schema";
import { createResultCache } from "./result-cache";
import { createTaskStore } from "./task-store";
import { createSessionRestore, type SessionRestore } from "./session-restore";
import { createTokenRefresher, type RefreshOutcome } from "./token-refresher";
import type { SessionTokens } from "./session-tokens";
import { createSyncEvents, guardedEmit, type ConnectivityReason, type SyncEvents } from "./sync-events";
import { sendRequest, type FetchLike, type OutgoingRequest } from "./transport";

/** Sent with every non-GET task; a back end that honours it applies a replayed task once. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export interface SyncQueueOptions {
  /**
   * The shop's configuration, validated by `createConfig`: every setting of the queue is read from
   * it (docs/package-contract.md §3), among them `network.sessionRestoreTimeoutMs`,
   * `network.maxGatewayReplies`, `network.maxGatewayReplyMs` and `cache.storageQuotaThreshold`.
   */
  config: ShopConfig;
  clock: Clock;
  tokens: SessionTokens;
  /** Defaults to the global `fetch`, read at call time (so MSW in node intercepts it). */
  fetch?: FetchLike;
  /**
   * Where the queue runs (@shop/core's `ShopRuntime`; default "browser"). "server": one queue per
   * request of a server render, keeping nothing beyond it: memory storage only (whatever the
   * globals say; `taskStorage` and `resultStorage` are refused), no quota check, no wait for
   * `tokens.ready()`, no cached results, a call without reply or with a gateway's page is that
   * call's `network` error and never sets the connection offline, and `queue` rejects (kind
   * `not-queued`): a server render queues no writes.
   */
  runtime?: ShopRuntime;
  /** Where queued tasks wait. Default: localforage in browsers (recreated when it stops answering), memory elsewhere. Always made resilient. */
  taskStorage?: KeyValueStorage;
  /** Where results of cacheable tasks are kept. Same default. */
  resultStorage?: KeyValueStorage;
  /**
   * Frees more space when storage is full (e.g. clears the URL cache), after the queue cleared
   * its own cached results; queued tasks are never dropped for it (commerce-core.md §8).
   */
  freeStorageSpace?: () => Promise<void>;
  /**
   * How full storage is, for the periodic quota check (commerce-core.md §9 "quota check every
   * 30 s", `config.cache.quotaCheckIntervalMs`). Default: `navigator.storage.estimate` where it
   * exists, else no check; `false` turns it off.
   */
  estimateStorage?: (() => Promise<StorageUsage>) | false;
  // The settings `maxGatewayReplies`, `maxGatewayReplyMs`, `sessionRestoreTimeoutMs` and
  // `storageQuotaThreshold` are `config.network.*` / `config.cache.storageQuotaThreshold` now.
  /** Storage errors (§8 "logged"). Default: an error line on `logger`. */
  onStorageError?: (event: StorageErrorEvent) => void;
  /** Where the queue logs (dropped stored records, storage errors without `onStorageError`). Default: `consoleLogger("sync-queue")`. */
  logger?: Logger;
  /** Initial connectivity (default: online). `listenToBrowserConnectivity` keeps it current. */
  online?: boolean;
  events?: SyncEvents;
  /** Task ids (default: random UUID v4). */
  createId?: () => string;
}

export interface SyncQueue {
  readonly config: ShopConfig;
  readonly events: SyncEvents;
  /**
   * A not-yet-sent task with id and times filled; its body stored as `JSON.stringify` sends it
   * (`undefined` properties left out, `toJSON` applied; `undefined` is no body). Throws a
   * `TypeError` for input that is no task: a body JSON cannot hold (a BigInt, a cycle, a
   * function or symbol as the body), a url `fetch` cannot parse (a host with a space), or a
   * header name or value `fetch` cannot send (a line break, a character beyond Latin-1).
   */
  createTask(input: SyncTaskInput): SyncTask;
  /**
   * Sends now; resolves with the transmitted task (any result code), rejects with `SyncTaskError`;
   * with a `TypeError` before anything is sent when the input is not a task (`createTask`).
   */
  execute(task: SyncTask | SyncTaskInput): Promise<SyncTask>;
  /**
   * Persists, then sends in order when online (queued order: `seq` is set here); resolves when
   * transmitted in this page's life. Input that is not a task (`createTask`) rejects with a
   * `TypeError` and is neither stored nor sent. On a server queue (`runtime` "server") it
   * rejects with kind `not-queued`, nothing stored or sent.
   */
  queue(task: SyncTask | SyncTaskInput): Promise<SyncTask>;
  /** Resolves once the tasks persisted by an earlier page are loaded. */
  ready(): Promise<void>;
  /** Sends queued tasks in order while online; resolves when the queue is empty or sending stops. */
  runQueue(): Promise<void>;
  isOnline(): boolean;
  setOnline(online: boolean, reason?: ConnectivityReason): void;
  /** Tasks waiting to be sent, in order. */
  pendingTasks(): readonly SyncTask[];
  /** Drops every unsent task; their promises reject with 401 (commerce-core.md §4). */
  clearNotTransmitted(): Promise<void>;
  tokenRefreshState(): Readonly<TokenRefreshState>;
  /** commerce-core.md §4 "Token-invalidation lock counter and attempts count can be reset". */
  resetTokenRefresh(): void;
  /**
   * Renews the customer token now, through the one refresh lock a 401 uses: a refresh already
   * running is joined, a failed lock (-1) answers `failed` without a call. The session's own
   * renewal (@shop/user's navigation check) so never spends a one-use refresh token twice.
   */
  refreshSession(): Promise<RefreshOutcome>;
  /**
   * The last transmitted cacheable task for a method and url template, if kept; for a url with
   * `{{token}}`, only one sent with the session's current token (read once the session is
   * restored, waiting at most `config.network.sessionRestoreTimeoutMs`).
   */
  cachedTask(method: string, urlTemplate: string): Promise<SyncTask | null>;
  /** Forgets every cached result: call it on logout (commerce-core.md §4 "Logout … clears user data"). */
  clearCachedResults(): Promise<void>;
  /**
   * Stops the periodic storage quota check and the timer of a queued task waiting after a gateway's
   * page, for good: none is armed after it, also not by a load or a send still running (tests, server
   * rendering); sending goes on with the next `runQueue`, reply or `online` event.
   */
  dispose(): void;
}

interface Waiter {
  resolve(task: SyncTask): void;
  reject(error: unknown): void;
}

function defaultStorage(storeName: string, server: boolean): KeyValueStorage {
  // A server queue serves one request: never a store that outlives it, whatever the globals say.
  return hasBrowserStorage(server ? "server" : "browser") ? createLocalForageStorage({ name: "shop", storeName }) : createMemoryStorage();
}

/** The runtime option checked at creation ("browser" or "server"); a server queue takes no storage. */
function checkRuntime(options: SyncQueueOptions): ShopRuntime {
  const runtime = options.runtime ?? "browser";
  if (runtime !== "browser" && runtime !== "server") throw new RangeError(`runtime must be "browser" or "server", got ${String(runtime)}`);
  if (runtime === "server" && (options.taskStorage || options.resultStorage)) {
    throw new RangeError('a queue with runtime "server" keeps nothing beyond its request: taskStorage and resultStorage are not taken (it uses memory)');
  }
  return runtime;
}

/** Options of earlier versions that are `ShopConfig` settings now, with where each lives. */
const MOVED_SETTINGS: Readonly<Record<string, string>> = {
  maxGatewayReplies: "network.maxGatewayReplies",
  maxGatewayReplyMs: "network.maxGatewayReplyMs",
  sessionRestoreTimeoutMs: "network.sessionRestoreTimeoutMs",
  storageQuotaThreshold: "cache.storageQuotaThreshold",
};

/**
 * A setting passed the old way (plain JavaScript, or spread in from a wider object) would be
 * dropped while the default stays: refused at creation, naming its `ShopConfig` path.
 */
function refuseMovedSettings(options: SyncQueueOptions): void {
  const moved = Object.keys(MOVED_SETTINGS).filter((key) => Object.hasOwn(options, key));
  if (moved.length > 0) {
    const where = moved.map((key) => `${key} → ${MOVED_SETTINGS[key]}`).join(", ");
    throw new TypeError(`createSyncQueue no longer takes settings as options; set them in ShopConfig (createConfig): ${where}`);
  }
}

/** On a server the session comes with the request: nothing to restore, so nothing waits (and no timer). */
const NO_SESSION_WAIT: SessionRestore = { wait: () => Promise.resolve(), isLate: () => false };

/**
 * The network layer of commerce-core.md §4 "Network tasks" and "Session and token": tasks are
 * sent at once (`execute`) or through a persisted, ordered queue (`queue`), with token and
 * cart id filled at send time, one token refresh for any number of concurrent 401s, and the
 * reply checked against the `{code, result, meta}` envelope.
 */
export function createSyncQueue(options: SyncQueueOptions): SyncQueue {
  const { config, clock, tokens } = options;
  refuseMovedSettings(options);
  const server = checkRuntime(options) === "server";
  // Settings come validated by `createConfig` (docs/package-contract.md §3).
  const { maxGatewayReplies, maxGatewayReplyMs } = config.network;
  const events = options.events ?? createSyncEvents();
  const logger = options.logger ?? consoleLogger("sync-queue");
  /** A given store is used as is; a default one that stops answering is made anew (§8 "cache recreated after non-response"). */
  const resilient = (given: KeyValueStorage | undefined, storeName: string, name: string, onQuotaExceeded?: () => Promise<void>) =>
    createResilientStorage(given ?? defaultStorage(storeName, server), {
      cache: config.cache,
      clock,
      name,
      logger,
      ...(onQuotaExceeded && { onQuotaExceeded }),
      ...(!given && { recreate: () => defaultStorage(storeName, server) }),
      ...(options.onStorageError && { onError: options.onStorageError }),
    });
  const results = createResultCache(resilient(options.resultStorage, "syncResults", "sync-results"), logger);
  /** A full disk must not cost queued tasks: cached results go first, then what the app frees. */
  async function freeStorageSpace() {
    await results.clear();
    await options.freeStorageSpace?.();
  }
  const taskStore = createTaskStore(resilient(options.taskStorage, "syncTasks", "sync-tasks", freeStorageSpace));
  const transport = { fetch: options.fetch, clock, timeoutMs: config.network.requestTimeoutMs, attempts: config.network.taskAttempts };

  // Nothing is stored on a server: no periodic check (its timer would outlive the request).
  const stopQuotaCheck = startQuotaCheck({
    clock,
    intervalMs: config.cache.quotaCheckIntervalMs,
    timeoutMs: config.cache.iterateTimeoutMs,
    threshold: config.cache.storageQuotaThreshold,
    estimate: server ? false : options.estimateStorage,
    freeSpace: freeStorageSpace,
    logger,
  });

  /**
   * Tasks that fill in the token or cart id wait (bounded) until the session restored them after
   * a reload; queued ones are held past the bound and sent when a late restore settles.
   */
  const session = server
    ? NO_SESSION_WAIT
    : createSessionRestore({
        tokens,
        clock,
        timeoutMs: config.network.sessionRestoreTimeoutMs,
        logger,
        onLateSettle: () => void runQueue(),
      });

  let online = options.online ?? true;
  let offlineReason: ConnectivityReason | null = online ? null : "manual";
  let nextSeq = 1;
  const pending: SyncTask[] = [];
  const waiters = new Map<string, Waiter>();
  let draining: Promise<void> | undefined;
  /** The queued task being sent: it is answered by its own reply, not dropped by a clear. */
  let inFlight: SyncTask | undefined;
  /** Its reply was handled: its record is being removed, so a clear must not store it again. */
  let inFlightAnswered = false;
  let drainRequested = false;
  /**
   * The writes of queued tasks, one after another in `seq` order: a slow write (a quota retry,
   * a store that times out) must not let the tasks queued after it be sent first.
   */
  let queuedWrites: Promise<unknown> = Promise.resolve();
  /** How many times `clearNotTransmitted` ran: a task whose write spans one is dropped with the rest. */
  let clears = 0;
  /** Grows with every reply from the back end (a gateway's page is none): evidence that it answers. */
  let replyEpoch = 0;
  /** Per queued task, `replyEpoch` at its last try without reply in this page. */
  const lastTryEpoch = new Map<string, number>();
  /**
   * The queued task that got a gateway's page while the back end answered: the connection stays
   * online for its next page (until a call gets no reply, or it settles) and it waits on its schedule.
   * Only that task's: once it is settled or cleared, a page while nothing answers is no reply again.
   */
  let keptOnlineFor: string | undefined;
  /** Runs the queue when the waiting head's retry time comes (on the injected clock). */
  let retryTimer: TimerHandle | undefined;
  /** After `dispose()` no retry timer is armed again (a load or a send still running at that time). */
  let disposed = false;

  const refresher = createTokenRefresher({
    config,
    tokens,
    events,
    send: (request) => sendRequest(request, transport),
    onSessionEnded: async () => {
      await clearNotTransmitted();
      await results.clear();
    },
    logger,
  });

  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));
  const emitQueueChanged = () => events.emit("queue-changed", { pending: pending.length });

  function setOnline(next: boolean, reason: ConnectivityReason = "manual") {
    offlineReason = next ? null : reason;
    if (!next) keptOnlineFor = undefined;
    if (next === online) return;
    online = next;
    events.emit("online-changed", { online, reason });
    if (online) void runQueue();
  }

  /**
   * No reply, or only a gateway's error page (`isUnreachedReply`): the connection counts as lost
   * until a reply from the back end, an `online` event or `setOnline(true)`, and a queued task stays queued.
   * On a server it is this call's failure only: the other calls of the render (and of other
   * requests) are still tried, and `isOfflineFailure` reads it as an online error.
   */
  function noReplyError(task: SyncTask, init: Omit<SyncTaskErrorInit, "kind" | "taskId" | "method" | "url">): SyncTaskError {
    if (!server) setOnline(false, "request-failed");
    return new SyncTaskError({ kind: "network", ...init, ...describeTask(task) });
  }

  /** A reply from the back end: the connection is back (replaying the queue). A task waiting after a gateway's page keeps waiting. */
  function backEndAnswered() {
    replyEpoch += 1;
    if (!online && offlineReason === "request-failed") setOnline(true, "request-succeeded");
  }

  /**
   * Whether the queue's head waits after a gateway's page: then it (and every task behind it, in
   * order) goes when its retry time comes, and the timer is set for it (none after `dispose()`:
   * the head still waits, and goes with a later `runQueue` once its time came).
   */
  function headWaits(task: SyncTask): boolean {
    const now = clock.now();
    const retryAt = gatewayRetryAt(task, now);
    if (retryAt === undefined || retryAt <= now) return false;
    // A retry time beyond the longest wait (stored under a clock since set back) is brought back to it.
    if (retryAt !== task.gateway_retry_at) replacePending({ ...task, gateway_retry_at: retryAt });
    if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
    retryTimer = undefined;
    if (disposed) return true;
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      void runQueue();
    }, retryAt - now);
    return true;
  }

  /** Replaces a queued task by a newer copy of it (same id), in the queue and as the task in flight. */
  function replacePending(next: SyncTask): boolean {
    const index = pending.findIndex((task) => task.task_id === next.task_id);
    if (index < 0) return false;
    pending[index] = next;
    if (inFlight?.task_id === next.task_id) inFlight = next;
    return true;
  }

  /**
   * `decideOnGatewayReply` for a task, and on `wait` or `count` its next wait stored with it (at
   * least the reply's `Retry-After`), the connection kept online for it.
   */
  async function decideAndSchedule(
    task: SyncTask,
    queued: boolean,
    failure: GatewayFailure,
    retryAfter: string | undefined,
  ): Promise<{ decision: GatewayReplyDecision; now: number }> {
    const now = clock.now();
    const lastTry = lastTryEpoch.get(task.task_id);
    const decision = decideOnGatewayReply({
      queued,
      failure,
      answeredSinceLastTry: lastTry !== undefined && replyEpoch > lastTry,
      keptOnline: keptOnlineFor === task.task_id && online,
      schedule: task,
      now,
      maxReplies: maxGatewayReplies,
      maxSpanMs: maxGatewayReplyMs,
    });
    if (decision === "wait" || decision === "count") {
      const waiting: SyncTask = { ...task, ...nextGatewaySchedule(task, decision === "count", now, retryAfterMs(retryAfter, now)) };
      if (replacePending(waiting)) await taskStore.save(waiting);
      if (online) keptOnlineFor = task.task_id;
    }
    return { decision, now };
  }

  /**
   * A queued write answered 409 (or the back end's own 504) with `Retry-After` (`isInProgressReply`): its first try is still
   * being applied by the back end. It is not answered: it stays queued and persisted and waits on
   * the gateway schedule (a counted page: at least the `Retry-After`, bounded by `maxGatewayReplies`
   * and `maxGatewayReplyMs`), with no notification; sent again with the same `Idempotency-Key`, it
   * gets the first try's reply. Returns the error that keeps it queued, or undefined once it is past
   * both limits: then the 409 is its answer, as without `Retry-After`.
   */
  async function inProgressError(task: SyncTask, reply: RawReply, envelope: Envelope): Promise<SyncTaskError | undefined> {
    const { decision } = await decideAndSchedule(task, true, "in-progress", reply.retryAfter);
    if (decision === "drop") return undefined;
    // Seen by no caller: `network` keeps the task queued, its promise pending (see drainOnce).
    return new SyncTaskError({
      kind: "network",
      code: reply.status,
      message: serverMessageOf(envelope.result) ?? "The back end is still processing this task",
      issues: [{ path: "status", message: `HTTP ${reply.status} with Retry-After: the first try with this ${IDEMPOTENCY_KEY_HEADER} may still run` }],
      ...describeTask(task),
    });
  }

  /**
   * A gateway's error page (`isUnreachedReply`) on a task, or after the task's own 401 a token
   * refresh without answer; see `decideOnGatewayReply`. Usually no reply (the connection goes
   * offline, a queued task stays queued). A queued task whose page comes while the back end answers
   * waits on its schedule (persisted, the connection kept online), its page counted at most once per
   * wait, and is dropped with §8's message for the page once it kept failing past both
   * `maxGatewayReplies` and `maxGatewayReplyMs`. A direct call answered 401 whose refresh got no
   * answer fails as `network` and leaves the connection as it is.
   */
  async function gatewayReplyError(
    task: SyncTask,
    queued: boolean,
    failure: { source: "page" | "refresh-page"; page: GatewayPage } | { source: "refresh-no-reply" },
  ): Promise<SyncTaskError> {
    const page = failure.source === "refresh-no-reply" ? undefined : failure.page;
    const init = page
      ? {
          message: page.outcome.message,
          code: page.reply.status,
          issues: [
            { path: "status", message: `HTTP ${page.reply.status} without the envelope: the back end was not reached or asked to wait` },
            ...page.outcome.issues,
          ],
        }
      : { message: "No reply from the token refresh" };
    const { decision, now } = await decideAndSchedule(task, queued, failure.source, page?.reply.retryAfter);
    switch (decision) {
      case "offline":
        return noReplyError(task, init);
      case "fail":
      case "wait":
      case "count":
        return new SyncTaskError({ kind: "network", ...init, ...describeTask(task) });
      case "drop": {
        const episode = gatewayEpisode(task, now);
        const replies = episode.replies + 1;
        const span = now - episode.firstAt;
        const dropped = {
          path: "gateway_replies",
          message: `${replies} gateway pages over ${span} ms while the back end answered (network.maxGatewayReplies ${maxGatewayReplies}, network.maxGatewayReplyMs ${maxGatewayReplyMs}): dropped`,
        };
        replacePending({ ...task, gateway_replies: replies });
        // A drop is always a counted page (`decideOnGatewayReply`), so `page` is there.
        return new SyncTaskError({ kind: page?.outcome.kind ?? "network", ...init, issues: [...(init.issues ?? []), dropped], ...describeTask(task) });
      }
    }
  }

  /** commerce-core.md §8 "other non-200 with message, task not silent": an error notification with the server message. */
  function notifyServerMessage(task: SyncTask, result: unknown) {
    if (task.silent) return;
    const message = serverMessageOf(result);
    if (message) events.emit("notification", { type: "danger", message, action1: { label: SYNC_MESSAGES.ok } });
  }

  const refreshFailedError = (task: SyncTask) =>
    new SyncTaskError({ kind: "unauthorized", code: 401, message: SYNC_MESSAGES.refreshFailed, ...describeTask(task) });

  function unauthorizedError(task: SyncTask, envelope: Envelope | null) {
    const serverMessage = envelope ? serverMessageOf(envelope.result) : undefined;
    return new SyncTaskError({
      kind: "unauthorized",
      code: 401,
      message: serverMessage ?? "User is not authorized to access the resource",
      ...(serverMessage !== undefined && { serverMessage }),
      ...(envelope && { result: envelope.result }),
      ...describeTask(task),
    });
  }

  function buildRequest(task: SyncTask, token: string | null, cartId: string | null): { request: OutgoingRequest; sentToken: string | null } {
    const filled = fillUrlTemplate(task.url, { token, cartId, tokenInHeader: config.user.tokenInHeader });
    const { method, body } = task.payload;
    const headers: Record<string, string> = { Accept: "application/json", ...task.payload.headers, ...filled.headers };
    if (body !== undefined) headers["Content-Type"] ??= "application/json";
    if (sendsIdempotencyKey(method)) headers[IDEMPOTENCY_KEY_HEADER] = task.task_id;
    const request: OutgoingRequest = { url: filled.url, loggedUrl: task.url, method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) };
    return { request, sentToken: filled.sentToken };
  }

  /** A reply in the envelope: the transmitted task (commerce-core.md §4), plus notifications and session expiry. */
  function complete(task: SyncTask, outcome: Extract<ReplyOutcome, { type: "envelope" }>, sentToken: string | null): SyncTask {
    const { envelope } = outcome;
    for (const warning of ignoredMetaWarnings(outcome, `${task.payload.method} ${task.url}`)) logger.warn(warning);
    const now = clock.now();
    const done: SyncTask = {
      ...task,
      transmited: true,
      transmited_at: now,
      updated_at: now,
      result: envelope.result,
      resultCode: envelope.code,
      code: envelope.code,
      acknowledged: false,
      ...(envelope.meta !== undefined && { meta: envelope.meta }),
    };
    if (envelope.meta?.session_expires) events.emit("session-expires", { sessionExpires: envelope.meta.session_expires });
    if (envelope.code !== 200) notifyServerMessage(task, envelope.result);
    // A server keeps none: they answer offline GETs, and a failed call there is its own error.
    if (envelope.code === 200 && task.is_result_cacheable && !server) {
      // Not awaited: the resilient store keeps the value in memory at once and reports a slow or
      // failed write to onStorageError itself, so the reply need not wait for the disk.
      void results.keep(done, sentToken);
    }
    if (task.callback_event) events.emit("task-done", { callbackEvent: task.callback_event, task: done });
    return done;
  }

  /** Sends one task until it has a reply it can keep, handling the refresh lock and 401s; `queued`: a task of the persisted queue. */
  async function transmit(task: SyncTask, queued = false): Promise<SyncTask> {
    let taskRefreshes = 0;
    let waitingOn = 0;
    for (;;) {
      const token = usesToken(task.url) ? currentToken(tokens.getToken()) : null;
      const before = decideBeforeSend(refresher.state(), token, refresher.failedSince(waitingOn));
      if (before === "wait") {
        waitingOn = refresher.generation();
        await sleep(config.network.tokenRefreshWaitMs);
        continue;
      }
      if (before === "reject") throw refreshFailedError(task);
      if (before === "unlock-and-send") refresher.reset();

      const cartId = tokens.getCartId() ?? null;
      if (needsCartId(task.url) && !cartId) {
        events.emit("cart-id-missing", { taskId: task.task_id, url: task.url });
        throw new SyncTaskError({ kind: "cart-id-missing", message: fillTemplate(SYNC_MESSAGES.cartIdMissing, { url: task.url }), ...describeTask(task) });
      }

      const { request, sentToken } = buildRequest(task, token, cartId);
      let reply;
      try {
        reply = await sendRequest(request, task.payload.timeoutMs === undefined ? transport : { ...transport, timeoutMs: task.payload.timeoutMs });
      } catch (error) {
        throw noReplyError(task, { message: error instanceof Error ? error.message : String(error), cause: error });
      }
      const outcome = readReply(reply, { bare: task.payload.bareReply === true });
      // Checked before the connection counts as back: a gateway's page shows no back end answering.
      const page = gatewayPageOf(reply, outcome);
      if (page) throw await gatewayReplyError(task, queued, { source: "page", page });
      backEndAnswered();

      if (outcome.type === "invalid") {
        throw new SyncTaskError({ kind: outcome.kind, message: outcome.message, issues: outcome.issues, code: reply.status, ...describeTask(task) });
      }
      if (outcome.type === "envelope") {
        if (isInProgressReply(reply, outcome, { queued, method: task.payload.method })) {
          const waiting = await inProgressError(task, reply, outcome.envelope);
          if (waiting) throw waiting;
        }
        return complete(task, outcome, sentToken);
      }

      const decision = decideOnUnauthorized({
        state: refresher.state(),
        autoRefreshTokens: config.user.autoRefreshTokens,
        maxAttempts: config.network.maxTokenRefreshAttempts,
        sentToken,
        currentToken: currentToken(tokens.getToken()),
        taskRefreshes,
      });
      switch (decision) {
        case "fail":
          // A guest's 401 is an answer like any other non-200 (§8); a customer token's 401 stays silent (§4).
          if (sentToken === null) notifyServerMessage(task, outcome.envelope?.result);
          throw unauthorizedError(task, outcome.envelope);
        case "end-session":
          events.emit("session-ended", { reason: "auto-refresh-off" });
          events.emit("show-login", { reason: "auto-refresh-off" });
          await results.clear();
          throw unauthorizedError(task, outcome.envelope);
        case "retry":
          continue;
        case "wait":
          waitingOn = refresher.generation();
          await sleep(config.network.tokenRefreshWaitMs);
          continue;
        case "reject":
          throw refreshFailedError(task);
        case "attempts-exceeded":
          await refresher.fail("refresh-attempts-exceeded", sentToken);
          throw refreshFailedError(task);
        case "refresh": {
          taskRefreshes += 1;
          const refreshed = await refresher.refresh();
          if (refreshed.type === "failed") throw refreshFailedError(task);
          // Not a refusal, and the back end answered (the 401): the task waits on the gateway
          // schedule, the connection stays online (queued ones stay queued).
          if (refreshed.type === "no-reply") {
            throw await gatewayReplyError(task, queued, refreshed.page ? { source: "refresh-page", page: refreshed.page } : { source: "refresh-no-reply" });
          }
          continue;
        }
      }
    }
  }

  function toTask(input: SyncTask | SyncTaskInput): SyncTask {
    return "task_id" in input ? input : createTask(input, clock.now(), nextSeq++, options.createId?.());
  }

  const loaded: Promise<void> = taskStore.load().then(({ tasks, rejected }) => {
    for (const { key, reason } of rejected) logger.error(`dropped stored record ${key}: not a sync task (${reason})`);
    pending.push(...tasks);
    nextSeq = Math.max(nextSeq, ...tasks.map((task) => task.seq + 1));
    emitQueueChanged();
    if (tasks.length > 0) void runQueue();
  });

  const emitGuarded = guardedEmit(events, logger, "while the queue dropped a task");

  /**
   * A queued task dropped for good is announced (`task-failed`), so its owner learns it also
   * after a reload, when the page that queued it is gone. An error that is not a `SyncTaskError`
   * came from a listener or the session seam, not from the task's reply: it is logged.
   */
  function announceDropped(task: SyncTask, error: unknown) {
    if (!isSyncTaskError(error)) {
      logger.error(`queued task ${task.payload.method} ${task.url} dropped after an error outside the network layer`, error);
      return;
    }
    emitGuarded("task-failed", { ...(task.callback_event && { callbackEvent: task.callback_event }), task, error });
  }

  /** Forgets a task's per-task state once it settled or was cleared; returns its waiter (if queued by `queue`). */
  function release(taskId: string): Waiter | undefined {
    lastTryEpoch.delete(taskId);
    if (keptOnlineFor === taskId) keptOnlineFor = undefined;
    const waiter = waiters.get(taskId);
    waiters.delete(taskId);
    return waiter;
  }

  function settle(task: SyncTask, outcome: { task: SyncTask } | { error: unknown }) {
    // By id: a gateway's page may have replaced the queued task by a copy with its count.
    const index = pending.findIndex((other) => other.task_id === task.task_id);
    if (index >= 0) pending.splice(index, 1);
    const waiter = release(task.task_id);
    emitQueueChanged();
    if ("task" in outcome) waiter?.resolve(outcome.task);
    else waiter?.reject(outcome.error);
  }

  /**
   * The first queued task to send. While a late session restore is awaited, tasks that need the
   * session are held (persisted, in their order) and the others go: sent as a guest, a cart task
   * would be refused and a token task answered 401, and both would be lost.
   */
  const nextToSend = () => pending.find((task) => !(session.isLate() && needsSession(task.url)));

  async function drainOnce(): Promise<void> {
    for (let task = nextToSend(); online && task; task = nextToSend()) {
      if (headWaits(task)) return;
      inFlight = task;
      inFlightAnswered = false;
      try {
        if (needsSession(task.url)) {
          await session.wait();
          if (session.isLate()) continue;
        }
        const done = await transmit(task, true);
        inFlightAnswered = true;
        await taskStore.remove(task.task_id);
        settle(task, { task: done });
      } catch (error) {
        // No reply: the task stays (persisted) and is sent again when the connection returns, or
        // when its wait after a gateway's page is over.
        if (isSyncTaskError(error, "network")) {
          lastTryEpoch.set(task.task_id, replyEpoch);
          headWaits(inFlight ?? task);
          return;
        }
        // The task as it is now (a gateway's page may have counted itself into it).
        const failed = inFlight ?? task;
        inFlightAnswered = true;
        await taskStore.remove(task.task_id);
        settle(failed, { error });
        announceDropped(failed, error);
      } finally {
        inFlight = undefined;
      }
    }
  }

  function runQueue(): Promise<void> {
    if (draining) {
      drainRequested = true;
      return draining;
    }
    draining = (async () => {
      try {
        await loaded;
        do {
          drainRequested = false;
          await drainOnce();
          // A head waiting after a gateway's page stops the next round at once: its timer runs the queue.
        } while (drainRequested && online && pending.length > 0);
      } finally {
        // In the same tick as the last check: a request made after it starts a new drain.
        draining = undefined;
      }
    })();
    return draining;
  }

  /** A queued task a clear dropped before it was sent: its caller gets the 401 of §4, listeners `task-failed`. */
  function rejectCleared(task: SyncTask) {
    const waiter = release(task.task_id);
    const error = new SyncTaskError({ kind: "cleared", code: 401, message: SYNC_MESSAGES.refreshFailed, ...describeTask(task) });
    waiter?.reject(error);
    announceDropped(task, error);
  }

  async function clearNotTransmitted(): Promise<void> {
    clears += 1;
    const dropped = pending.filter((task) => task !== inFlight);
    const kept = inFlight && pending.includes(inFlight) ? inFlight : undefined;
    pending.splice(0, pending.length, ...(kept ? [kept] : []));
    await taskStore.clear();
    // The task in flight keeps its record until its reply is handled, so a reload still replays it.
    if (kept && pending.includes(kept) && !(kept === inFlight && inFlightAnswered)) await taskStore.save(kept);
    emitQueueChanged();
    for (const task of dropped) rejectCleared(task);
  }

  return {
    config,
    events,
    createTask: (input) => createTask(input, clock.now(), nextSeq++, options.createId?.()),
    async execute(input) {
      const task = toTask(input);
      if (!online && offlineReason !== "request-failed") {
        throw new SyncTaskError({ kind: "offline", message: `Not sent while offline: ${task.payload.method} ${task.url}`, ...describeTask(task) });
      }
      // Queued tasks wait for the session in the drain loop, which decides whether to hold them.
      if (needsSession(task.url)) await session.wait();
      return transmit(task);
    },
    async queue(input) {
      if (server) {
        // Nothing would replay it after the request, and a render should only read.
        const task = toTask(input);
        throw new SyncTaskError({
          kind: "not-queued",
          message: `Not queued during a server render: ${task.payload.method} ${task.url} (a server queue queues no writes)`,
          ...describeTask(task),
        });
      }
      await loaded;
      // Numbered only now: a task made before the stored ones loaded got a seq they may already use.
      const task: SyncTask = "task_id" in input ? { ...input, seq: nextSeq++ } : toTask(input);
      const done = new Promise<SyncTask>((resolve, reject) => waiters.set(task.task_id, { resolve, reject }));
      const clearsBefore = clears;
      const saved = queuedWrites.then(() => taskStore.save(task));
      queuedWrites = saved.catch(() => undefined);
      await saved;
      if (clears !== clearsBefore) {
        // A clear (the session ended) came while it was being written: it is one of the unsent
        // tasks the clear drops. Its record goes too, whether the clear reached storage first or not.
        await taskStore.remove(task.task_id);
        rejectCleared(task);
        return done;
      }
      // Saved first, then visible to the drain loop: a task is never sent before it is persisted,
      // and never before a task queued earlier (the writes are chained, so `pending` stays in seq order).
      pending.push(task);
      emitQueueChanged();
      void runQueue();
      return done;
    },
    ready: () => loaded,
    runQueue,
    isOnline: () => online,
    setOnline,
    pendingTasks: () => [...pending],
    clearNotTransmitted,
    tokenRefreshState: () => refresher.state(),
    resetTokenRefresh: () => refresher.reset(),
    refreshSession: () => (refresher.state().lock === REFRESH_FAILED ? Promise.resolve({ type: "failed" }) : refresher.refresh()),
    async cachedTask(method, urlTemplate) {
      // After an offline reload the token is restored asynchronously; reading it earlier would
      // take the guest for the owner and miss the customer's results.
      if (usesToken(urlTemplate)) await session.wait();
      return results.find(method, urlTemplate, currentToken(tokens.getToken()));
    },
    clearCachedResults: () => results.clear(),
    dispose() {
      disposed = true;
      stopQuotaCheck();
      if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
      retryTimer = undefined;
    },
  };
}
