import type { Clock, TimerHandle } from "../time/clock";

export interface ManualClock extends Clock {
  /** Moves time forward, firing due timers in order (including ones they schedule). */
  advance(ms: number): void;
  /** Timers not yet fired. */
  pending(): number;
}

/** A clock tests drive by hand: nothing happens until `advance`. */
export function createManualClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle: TimerHandle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
        }
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}
