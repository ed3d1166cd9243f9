/**
 * Lines concurrent requests up at one point so a race happens every run, not by chance: the
 * first `count` arrivals wait for each other, then go on together; later ones pass. An arrival
 * waits at most `timeoutMs`, so code that rightly keeps the others out (a lock) cannot hang.
 */
export function meetingPoint(count: number, timeoutMs = 1000) {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    arrive(): Promise<void> {
      arrived += 1;
      if (arrived >= count) open();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      return Promise.race([opened, timedOut]).finally(() => clearTimeout(timer));
    },
  };
}
