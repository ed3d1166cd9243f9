/** A minute in milliseconds, for the manual clock. */
export const MIN = 60_000;
/** Lets replies already on their way (real loopback I/O, timers at 0) arrive. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
