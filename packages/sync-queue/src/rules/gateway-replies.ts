import type { SyncTask } from "../task/sync-task.schema";

/**
 * The longest wait: also the bound of a `Retry-After` and of a stored retry time (a device clock set
 * back), because the waiting task holds every task behind it.
 */
export const LONGEST_GATEWAY_WAIT_MS = 600_000;

/**
 * How long a queued task that got a gateway's page waits before it is sent again: the first wait,
 * the second, …, then the last one (the longest) over and over. A restart or a rolling deploy of one
 * upstream is over within the first minutes; an upstream that stays down is asked once per 10 min.
 */
const GATEWAY_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, LONGEST_GATEWAY_WAIT_MS];

/**
 * A counted page more than this after the last one starts a new failing episode (count, first time
 * and waits start anew): twice the longest wait, so a task that keeps failing on its schedule always
 * stays in its episode, while one that stayed unsent meanwhile (tab closed, shopper offline, the
 * device clock moved forward) is not dropped for two short blips far apart.
 */
export const GATEWAY_EPISODE_GAP_MS = 2 * LONGEST_GATEWAY_WAIT_MS;

/** What a task got instead of an answer it can keep. */
export type GatewayFailure =
  /** A gateway's error page (`isUnreachedReply`) as the reply to the task itself. */
  | "page"
  /** The task's own 401 (the back end answered), then a gateway's page on its token refresh. */
  | "refresh-page"
  /** The task's own 401, then no reply at all to its token refresh. */
  | "refresh-no-reply"
  /**
   * The back end's 409 with `Retry-After` (`isInProgressReply`): the task's first try, same
   * `Idempotency-Key`, is still being applied. The back end answered; it counts like a page.
   */
  | "in-progress";

export type GatewayReplyDecision =
  /** No sign the back end is up: like no reply, the connection goes offline and the task stays queued, not counted. */
  | "offline"
  /** A direct call whose back end answered (its 401) but whose refresh did not: it fails as `network`, the connection stays as it is. */
  | "fail"
  /** Kept queued and not counted, but sent again only after its next wait; the connection stays as it is. */
  | "wait"
  /** The back end answers but this task's upstream does not: counted (persisted), sent again after its next wait, the connection stays online. */
  | "count"
  /** Counted, and that makes both `maxGatewayReplies` pages and `maxGatewayReplyMs` since the first: the task is dropped as a failure. */
  | "drop";

/** The fields a queued task keeps its gateway schedule in (all absent until its first page that waits). */
export type GatewaySchedule = Pick<SyncTask, "gateway_replies" | "gateway_first_at" | "gateway_last_at" | "gateway_retry_at" | "gateway_waits">;

/** The failing episode a page counted now belongs to: counted pages, the first one's time and the waits before it. */
export interface GatewayEpisode {
  replies: number;
  firstAt: number;
  waits: number;
}

/**
 * The episode a page counted `now` goes on, or a new one (nothing counted, starting now) when no page
 * was counted within `GATEWAY_EPISODE_GAP_MS` before it (also for a task stored without
 * `gateway_last_at` by an earlier version).
 */
export function gatewayEpisode(schedule: GatewaySchedule, now: number): GatewayEpisode {
  const lastAt = schedule.gateway_last_at;
  if (lastAt === undefined || now - lastAt > GATEWAY_EPISODE_GAP_MS) return { replies: 0, firstAt: now, waits: 0 };
  return { replies: schedule.gateway_replies ?? 0, firstAt: schedule.gateway_first_at ?? now, waits: schedule.gateway_waits ?? 0 };
}

export interface GatewayReplyInput {
  /** The task came from the persisted queue (a direct `execute` is never counted or dropped). */
  queued: boolean;
  failure: GatewayFailure;
  /** The back end answered another call (any reply but a gateway's page) since this task's last try in this page. */
  answeredSinceLastTry: boolean;
  /** The connection is online on the strength of an earlier reply while a queued task got a page (an earlier `count`). */
  keptOnline: boolean;
  /** The task's schedule so far (persisted with it). */
  schedule: GatewaySchedule;
  now: number;
  maxReplies: number;
  maxSpanMs: number;
}

/**
 * What a gateway's error page (`isUnreachedReply`: 408, 429, 502, 503, 504 without the envelope), or
 * a token refresh without answer after the task's own 401, does to a task (commerce-core.md §4
 * "offline tasks are queued and run when online", §8). A page counts only while the back end
 * demonstrably answers (other calls since this task's last try, or the task's own 401), at most one
 * per wait: then this task's own upstream is what fails. It is dropped only once its upstream kept
 * failing for `maxSpanMs` and `maxReplies` counted pages, so a short restart, a rolling deploy or a
 * rate limiter never loses it; a page while nothing else answers (an outage, a maintenance page,
 * the replay right after a reload) is no reply and never counts. A queued write's in-progress 409
 * is the back end's own reply: it counts like a page on the task's 401 (only queued tasks get one).
 */
export function decideOnGatewayReply(input: GatewayReplyInput): GatewayReplyDecision {
  const answeredItself = input.failure !== "page";
  if (!input.queued) return answeredItself ? "fail" : "offline";
  if (!answeredItself && !input.answeredSinceLastTry) return input.keptOnline ? "wait" : "offline";
  const retryAt = input.schedule.gateway_retry_at;
  // No reply at all is never counted; nor is a try sent before its wait was over (one page per wait).
  if (input.failure === "refresh-no-reply" || (retryAt !== undefined && input.now < retryAt)) return "wait";
  const { replies, firstAt } = gatewayEpisode(input.schedule, input.now);
  return replies + 1 >= input.maxReplies && input.now - firstAt >= input.maxSpanMs ? "drop" : "count";
}

/**
 * The schedule after a `count` or `wait`: the next wait from `GATEWAY_RETRY_DELAYS_MS`, at least the
 * reply's `Retry-After` (bounded by `LONGEST_GATEWAY_WAIT_MS`). A counted page adds to its episode
 * (`gatewayEpisode`: a new one starts its count, span and waits afresh) and is its last time; an
 * uncounted wait only grows the wait.
 */
export function nextGatewaySchedule(schedule: GatewaySchedule, counted: boolean, now: number, retryAfterMs?: number): GatewaySchedule {
  const episode = counted ? gatewayEpisode(schedule, now) : undefined;
  const waits = episode ? episode.waits : (schedule.gateway_waits ?? 0);
  // Past the end of the list: the longest wait.
  const delay = GATEWAY_RETRY_DELAYS_MS[waits] ?? LONGEST_GATEWAY_WAIT_MS;
  const wait = Math.max(delay, Math.min(retryAfterMs ?? 0, LONGEST_GATEWAY_WAIT_MS));
  const replies = episode ? episode.replies + 1 : (schedule.gateway_replies ?? 0);
  const firstAt = episode ? episode.firstAt : schedule.gateway_first_at;
  const lastAt = episode ? now : schedule.gateway_last_at;
  return {
    ...(replies > 0 && { gateway_replies: replies }),
    ...(firstAt !== undefined && { gateway_first_at: firstAt }),
    ...(lastAt !== undefined && { gateway_last_at: lastAt }),
    gateway_retry_at: now + wait,
    gateway_waits: waits + 1,
  };
}

/**
 * When a waiting task may go: its retry time, but never further than the longest wait from now (a
 * retry time stored under a clock that was later set back must not hold the queue for longer).
 */
export function gatewayRetryAt(schedule: GatewaySchedule, now: number): number | undefined {
  const retryAt = schedule.gateway_retry_at;
  return retryAt === undefined ? undefined : Math.min(retryAt, now + LONGEST_GATEWAY_WAIT_MS);
}
