import { durations } from "../../../tokens/tokens";

/** presentation-content.md §2 "Modals" and §9: drag-close threshold 100 px, modal close delay 400 ms (the `--shop-duration-modal-close` token the slide-out runs for). */
export const DRAG_CLOSE_THRESHOLD_PX = 100;
export const SHEET_CLOSE_DELAY_MS = durations["modal-close"];

/** A drag down of MORE than the threshold closes the sheet; anything less snaps back. Upward drags never close. */
export function dragCloses(deltaY: number, thresholdPx = DRAG_CLOSE_THRESHOLD_PX): boolean {
  return deltaY > thresholdPx;
}

/** The close delay lets the slide-out run; with reduced motion there is nothing to wait for. */
export function sheetCloseDelay(reducedMotion: boolean, delayMs: number = SHEET_CLOSE_DELAY_MS): number {
  return reducedMotion ? 0 : delayMs;
}

/** How far the sheet follows the finger: down only. */
export function sheetOffset(deltaY: number): number {
  return Math.max(0, deltaY);
}
