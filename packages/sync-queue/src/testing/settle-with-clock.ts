import type { ManualClock } from "@shop/core/testing";

/**
 * Awaits `promise` while driving a manual clock: lets real I/O progress (a loopback server,
 * MSW) for a moment, then advances the clock by `stepMs` when timers wait. Tests of the
 * 1000 ms refresh wait stay fast and never depend on wall-clock time.
 */
export async function settleWithClock<T>(
  promise: Promise<T>,
  clock: ManualClock,
  options: { stepMs?: number; maxSteps?: number } = {},
): Promise<T> {
  const stepMs = options.stepMs ?? 1000;
  const maxSteps = options.maxSteps ?? 10_000;
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => undefined);
  for (let step = 0; !settled; step += 1) {
    if (step >= maxSteps) throw new Error(`settleWithClock: not settled after ${maxSteps} steps`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (!settled && clock.pending() > 0) clock.advance(stepMs);
  }
  return tracked;
}
