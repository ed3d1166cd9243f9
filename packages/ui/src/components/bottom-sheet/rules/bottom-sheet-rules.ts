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

/**
 * shown: open while `open` is true · closing: sliding out after a close of its own (backdrop,
 * Escape, drag, route change, close button), onClose follows · closing-by-owner: sliding out
 * after the owner set `open` to false, no onClose · closed: slid out after its own close,
 * hidden until the owner sets `open` to false (and true again to reopen).
 */
export type SheetPhase = "shown" | "closing" | "closing-by-owner" | "closed";

/**
 * §9 "close delay 400 ms" whoever closes: `open` turning false slides the sheet out too (an
 * own close under way becomes the owner's: onClose is not called for a sheet already closed);
 * false after the sheet's own close only acknowledges it. `open` turning true shows it again,
 * also during a slide-out.
 */
export function sheetPhaseOnOpenChange(phase: SheetPhase, open: boolean): SheetPhase {
  if (open || phase === "closed") return "shown";
  return "closing-by-owner";
}
