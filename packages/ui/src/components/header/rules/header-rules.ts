import { dimensions } from "../../../tokens/tokens";

/** presentation-content.md §2 Header, §4 "Header scrolled flag", §9 "Header scroll threshold 20 px; height 80 to 70 px; throttle 100 ms". */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const HEADER_RESET_DELAY_MS = 200;
export const HEADER_SCROLL_THROTTLE_MS = 100;
/** The heights are design tokens (`--shop-header-height`, `--shop-header-height-min`). */
export const HEADER_MAX_HEIGHT_PX = dimensions["header-height"];
export const HEADER_MIN_HEIGHT_PX = dimensions["header-height-min"];

/** Scrolled MORE than the threshold. */
export function isScrolledPast(scrollY: number, thresholdPx = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return scrollY > thresholdPx;
}

/** The header shrinks from 80 px by the distance scrolled, to 70 px at least; checkout is fixed at 70 px. */
export function headerHeight(scrollY: number, checkout: boolean): number {
  if (checkout) return HEADER_MIN_HEIGHT_PX;
  return Math.min(HEADER_MAX_HEIGHT_PX, Math.max(HEADER_MIN_HEIGHT_PX, HEADER_MAX_HEIGHT_PX - Math.max(0, scrollY)));
}

/** §4 "Header visual states: transparent, scrolled, hovered"; "solid" off the home page and in checkout. */
export type HeaderVisualState = "transparent" | "scrolled" | "hovered" | "solid";

export function headerVisualState(input: { isHome: boolean; scrolled: boolean; hovered: boolean; checkout: boolean }): HeaderVisualState {
  if (input.checkout) return "solid";
  if (input.hovered) return "hovered";
  if (!input.isHome) return "solid";
  return input.scrolled ? "scrolled" : "transparent";
}
