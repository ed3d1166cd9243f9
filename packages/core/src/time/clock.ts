/** Opaque timer handle; real clocks return the platform's, test clocks a number. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout> | number;

/**
 * Time as a dependency: thunks get it through their `extra` argument so tests can drive
 * it by hand instead of waiting.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
