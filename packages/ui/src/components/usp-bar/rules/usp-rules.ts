/** presentation-content.md §4 "Usp rotation", §9 "Usp interval / animation 5000 ms / 300 ms". */
export const USP_INTERVAL_MS = 5000;

export interface UspRotationInput {
  count: number;
  /** Viewport 1024 px or wider. */
  isDesktop: boolean;
  /** The "animation on desktop" setting. */
  animateOnDesktop: boolean;
  /** Paused by the shopper (pause button, hover or focus), or by prefers-reduced-motion. */
  paused: boolean;
}

/** The bar rotates one by one unless there is nothing to rotate, it is paused, or it is desktop with desktop animation off. */
export function uspRotates({ count, isDesktop, animateOnDesktop, paused }: UspRotationInput): boolean {
  return count > 1 && !paused && (!isDesktop || animateOnDesktop);
}

/** Whether one message shows at a time (a carousel) or all side by side (desktop without animation). */
export function uspShowsOneAtATime({ isDesktop, animateOnDesktop }: Pick<UspRotationInput, "isDesktop" | "animateOnDesktop">): boolean {
  return !isDesktop || animateOnDesktop;
}

export function nextUspIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}
