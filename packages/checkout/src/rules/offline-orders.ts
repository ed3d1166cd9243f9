/**
 * commerce-core.md §4 "On going online: … offline orders are sent automatically if automatic
 * transmission is on or the page is the thank-you page, otherwise untransmitted orders prompt
 * an offline-order confirmation" (presentation-content.md §4 says the same).
 */
export type ReconnectDecision = "send" | "confirm" | "nothing";

export function offlineOrdersOnReconnect(input: { untransmitted: number; sendAutomatically: boolean; onThankYouPage: boolean }): ReconnectDecision {
  if (input.untransmitted === 0) return "nothing";
  return input.sendAutomatically || input.onThankYouPage ? "send" : "confirm";
}

/**
 * The back end's "still processing" answers to a direct send of an order (a queued one waits for them itself,
 * @shop/sync-queue's `isInProgressReply`): 409 'A request with this Idempotency-Key is still being processed.'
 * (a replay met the first try, which may place it) and its own 504 timeout (the work may still finish). They are
 * no reply: the order is held and sent again under its key, never marked failed though it may be placed.
 */
export const IN_PROGRESS_MESSAGE = "A request with this Idempotency-Key is still being processed.";
export function isOrderStillProcessing(answer: { code: number | undefined; serverMessage: string | undefined }): boolean {
  return answer.code === 504 || (answer.code === 409 && answer.serverMessage === IN_PROGRESS_MESSAGE);
}
