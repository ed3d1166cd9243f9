/**
 * presentation-content.md §2 "A newsletter modal opens automatically 8 seconds after load, once
 * per browser" (§9 `newsletter.modalDelayMs`). Never on a server; never again once shown in this
 * browser (the `shown` flag is the browser's persisted state).
 */
export function newsletterModalDelay(input: { runtime: "browser" | "server"; shown: boolean; delayMs: number }): number | null {
  if (input.runtime === "server" || input.shown) return null;
  return input.delayMs;
}
