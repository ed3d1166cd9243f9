import { useEffect, useState } from "react";
import { HEADER_MAX_HEIGHT_PX, HEADER_RESET_DELAY_MS, HEADER_SCROLL_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS, headerHeight, isScrolledPast } from "./rules/header-rules";

export interface HeaderScrollOptions {
  /** Listen to scrolling (default true). The header passes false in checkout, where its height is fixed. */
  enabled?: boolean;
  thresholdPx?: number;
  resetDelayMs?: number;
  throttleMs?: number;
}

export interface HeaderScroll {
  /** The header height the scroll distance gives: 80 px shrinking to 70 px (§2, §9). */
  height: number;
  /** Scrolled past the threshold; false again 200 ms after it is back (§4). */
  scrolled: boolean;
}

/**
 * The header's scroll state (presentation-content.md §2, §4, §9): the window scroll position
 * is read at most every 100 ms (with a trailing read) and only what it gives is kept, the
 * height and the scrolled flag; a read that changes neither (every read once the header is
 * at 70 px) sets no state, so the header and its menu do not render again. The flag turns true as soon as the page is scrolled past the
 * threshold and false again 200 ms after it is back.
 */
export function useHeaderScroll({
  enabled = true,
  thresholdPx = HEADER_SCROLL_THRESHOLD_PX,
  resetDelayMs = HEADER_RESET_DELAY_MS,
  throttleMs = HEADER_SCROLL_THROTTLE_MS,
}: HeaderScrollOptions = {}): HeaderScroll {
  const [height, setHeight] = useState<number>(HEADER_MAX_HEIGHT_PX);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    // What the state holds, so an unchanged value is not set again.
    let shownHeight: number | undefined;
    // Unknown until the first read, which also clears a flag left from before a pause (checkout).
    let flag: boolean | undefined;
    let lastRead = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let reset: ReturnType<typeof setTimeout> | undefined;

    const read = () => {
      lastRead = Date.now();
      trailing = undefined;
      const y = window.scrollY;
      const nextHeight = headerHeight(y, false);
      if (nextHeight !== shownHeight) {
        shownHeight = nextHeight;
        setHeight(nextHeight);
      }
      if (isScrolledPast(y, thresholdPx)) {
        clearTimeout(reset);
        reset = undefined;
        if (flag !== true) setScrolled(true);
        flag = true;
      } else if (flag === undefined) {
        flag = false;
        setScrolled(false);
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
  }, [enabled, thresholdPx, resetDelayMs, throttleMs]);

  return { height, scrolled };
}
