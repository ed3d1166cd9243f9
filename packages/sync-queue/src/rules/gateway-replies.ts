/** Default of the queue's `maxGatewayReplies` option: a queued task's third counted gateway page drops it. */
export const DEFAULT_MAX_GATEWAY_REPLIES = 3;

export type GatewayReplyDecision =
  /** No sign the back end is up: like no reply, the connection goes offline and the task stays queued, not counted. */
  | "offline"
  /** The back end answered other calls since this task's last try: its own upstream fails. Counted (persisted), kept queued, the connection stays online. */
  | "count"
  /** Counted, and that makes `maxGatewayReplies`: the task is dropped as a failure. */
  | "drop"
  /** No new answer since its last try, but the connection is online on the strength of the earlier one: kept queued, not counted, nothing changes. */
  | "keep";

export interface GatewayReplyInput {
  /** The task came from the persisted queue (a direct `execute` is never counted or dropped). */
  queued: boolean;
  /** The back end answered another call (any reply but a gateway's page) since this task's last try in this page. */
  answeredSinceLastTry: boolean;
  /** The queue already waits for the next reply with the connection kept online (an earlier `count`). */
  keptOnline: boolean;
  /** Gateway pages counted so far (persisted with the task). */
  replies: number;
  maxReplies: number;
}

/**
 * What a gateway's error page (`isUnreachedReply`: 408, 429, 502, 503, 504 without the envelope)
 * does to a task (commerce-core.md §4 "offline tasks are queued and run when online", §8). Only a
 * page that comes while the back end demonstrably answers other calls counts toward the limit:
 * then this task's own upstream (or body) is what fails, and keeping it at the head would block the
 * queue for good. A page while nothing else answers (an outage, a maintenance page, the replay
 * right after a reload or a browser `online` event) is no reply: such a task is never dropped,
 * however long the outage.
 */
export function decideOnGatewayReply(input: GatewayReplyInput): GatewayReplyDecision {
  if (!input.queued) return "offline";
  if (input.answeredSinceLastTry) return input.replies + 1 >= input.maxReplies ? "drop" : "count";
  return input.keptOnline ? "keep" : "offline";
}

/** The `maxGatewayReplies` option checked at creation: a whole number of at least 1. */
export function checkMaxGatewayReplies(value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`maxGatewayReplies must be a whole number of at least 1, got ${value}`);
  return value;
}
