import type { RawReply, ReplyOutcome } from "./read-reply";

/**
 * HTTP statuses with which a proxy, gateway or CDN answers for a back end it did not reach
 * (502, 503, 504, 408) or that asked to wait (429).
 */
export const UNREACHED_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);

/**
 * A reply with one of those statuses that is not the back end's `{code, result, meta}` envelope
 * (an HTML error page, an empty or foreign JSON body): the task was not handled, so it counts
 * as no reply (commerce-core.md §4 "offline tasks are queued and run when online"), not as a
 * final §8 "bad content-type" failure. A back end's own envelope with such a code is its answer.
 */
export function isUnreachedReply(reply: RawReply, outcome: ReplyOutcome): boolean {
  return gatewayPageOf(reply, outcome) !== undefined;
}

/** A gateway's error page (`isUnreachedReply`) in place of the back end's reply. */
export interface GatewayPage {
  reply: RawReply;
  outcome: Extract<ReplyOutcome, { type: "invalid" }>;
}

/** The reply as a gateway's page when `isUnreachedReply`, else undefined. */
export function gatewayPageOf(reply: RawReply, outcome: ReplyOutcome): GatewayPage | undefined {
  return outcome.type === "invalid" && UNREACHED_STATUSES.has(reply.status) ? { reply, outcome } : undefined;
}
