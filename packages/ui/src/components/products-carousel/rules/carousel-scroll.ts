/** presentation-content.md §9 "Carousel: drag threshold 20 px, snap re-enable 500 ms, scroll debounce 33 ms"; "Scroll animation step 15". */
export const CAROUSEL_DRAG_THRESHOLD = 20;
export const CAROUSEL_SNAP_RESUME_MS = 500;
export const CAROUSEL_SCROLL_DEBOUNCE_MS = 33;
export const CAROUSEL_ANIMATION_STEPS = 15;

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** §2/§4 "Carousel arrows disabled at the left or right end" (1 px tolerance for sub-pixel scrolling). */
export function carouselEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/** Where an arrow scrolls to: one visible width further, within the scrollable range. */
export function arrowScrollTarget(direction: "left" | "right", { scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): number {
  const max = Math.max(scrollWidth - clientWidth, 0);
  const target = scrollLeft + (direction === "right" ? clientWidth : -clientWidth);
  return Math.min(Math.max(target, 0), max);
}

/** A drag starts only once the pointer has moved more than the threshold (so clicks stay clicks). */
export function isDrag(deltaX: number, threshold: number = CAROUSEL_DRAG_THRESHOLD): boolean {
  return Math.abs(deltaX) > threshold;
}

/**
 * The scroll positions of an arrow animation: `steps` frames (§9 "Scroll animation step 15"),
 * easing out, ending exactly on the target.
 */
export function scrollAnimationFrames(from: number, to: number, steps: number = CAROUSEL_ANIMATION_STEPS): number[] {
  const count = Math.max(Math.floor(steps), 1);
  return Array.from({ length: count }, (_, index) => {
    const progress = (index + 1) / count;
    const eased = 1 - (1 - progress) ** 3;
    return index === count - 1 ? to : Math.round(from + (to - from) * eased);
  });
}
