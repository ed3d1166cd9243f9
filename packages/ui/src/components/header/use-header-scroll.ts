import { useEffect, useState } from "react";
import { HEADER_RESET_DELAY_MS, HEADER_SCROLL_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS, isScrolledPast } from "./rules/header-rules";

export interface HeaderScrollOptions {
  thresholdPx?: number;
  resetDelayMs?: number;
  throttleMs?: number;
}

/**
 * Window scroll position, read at most every 100 ms (with a trailing read), and the scrolled
 * flag: true as soon as the page is scrolled past the threshold, false again 200 ms after it
 * is back (presentation-content.md §4, §9).
 */
export function useHeaderScroll({
  thresholdPx = HEADER_SCROLL_THRESHOLD_PX,
  resetDelayMs = HEADER_RESET_DELAY_MS,
  throttleMs = HEADER_SCROLL_THROTTLE_MS,
}: HeaderScrollOptions = {}): { scrollY: number; scrolled: boolean } {
  const [scrollY, setScrollY] = useState(0);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let flag = false;
    let lastRead = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let reset: ReturnType<typeof setTimeout> | undefined;

    const read = () => {
      lastRead = Date.now();
      trailing = undefined;
      const y = window.scrollY;
      setScrollY(y);
      if (isScrolledPast(y, thresholdPx)) {
        clearTimeout(reset);
        reset = undefined;
        flag = true;
        setScrolled(true);
      } else if (flag && reset === undefined) {
        reset = setTimeout(() => {
          reset = undefined;
          flag = false;
          setScrolled(false);
        }, resetDelayMs);
      }
    };
    const onScroll = () => {
      const wait = lastRead + throttleMs - Date.now();
      if (wait <= 0) read();
      else trailing ??= setTimeout(read, wait);
    };

    read();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(trailing);
      clearTimeout(reset);
    };
  }, [thresholdPx, resetDelayMs, throttleMs]);

  return { scrollY, scrolled };
}
