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
