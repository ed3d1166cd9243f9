import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { DialogHead } from "../../internal/dialog-head";
import { useBodyScrollLock } from "../../internal/use-body-scroll-lock";
import { useDialogFocus } from "../../internal/use-dialog-focus";
import { useEscapeKey } from "../../internal/use-dismiss";
import { useLatest } from "../../internal/use-latest";
import { DESKTOP_MEDIA_QUERY, mediaQueryMatches, useReducedMotion } from "../../internal/use-media-query";
import {
  DRAG_CLOSE_THRESHOLD_PX,
  dragCloses,
  SHEET_CLOSE_DELAY_MS,
  sheetCloseDelay,
  sheetOffset,
  sheetPhaseOnOpenChange,
  type SheetPhase,
} from "./rules/bottom-sheet-rules";

export interface BottomSheetProps {
  open: boolean;
  /** Already translated heading. */
  title: ReactNode;
  /**
   * Called once the close animation of a close the sheet started (backdrop, Escape, close
   * button, drag, route change) has run, after `closeDelayMs`. Setting `open` to false slides
   * the sheet out the same way, without calling it.
   */
  onClose: () => void;
  /** The current route (e.g. location.pathname): a change while open closes the sheet. */
  routeKey?: string;
  closeDelayMs?: number;
  dragThresholdPx?: number;
  children?: ReactNode;
}

/**
 * The bottom-sheet modal (presentation-content.md §2): closes on an outside click (its
 * backdrop), a route change, Escape (unless a modal on top of it has the focus) or the close
 * button; on mobile (below 1024 px) dragging the handle down more
 * than 100 px closes it; page scroll is locked while open; closing waits 400 ms for the
 * slide-out (§9), whoever closes it.
 */
export function BottomSheet({
  open,
  title,
  onClose,
  routeKey,
  closeDelayMs = SHEET_CLOSE_DELAY_MS,
  dragThresholdPx = DRAG_CLOSE_THRESHOLD_PX,
  children,
}: BottomSheetProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<SheetPhase>("shown");
  // The drag lives in a ref: pointer events can arrive faster than React re-renders.
  const drag = useRef<{ startY: number; deltaY: number } | null>(null);
  const [offset, setOffset] = useState<number | null>(null);
  const latestOnClose = useLatest(onClose);
  const latestPhase = useLatest(phase);
  const delay = sheetCloseDelay(reducedMotion, closeDelayMs);

  // `open` changing, seen while rendering (not in an effect) so the sheet never unmounts for
  // a frame between the owner's close and its slide-out.
  const [seenOpen, setSeenOpen] = useState(open);
  if (open !== seenOpen) {
    setSeenOpen(open);
    setPhase(sheetPhaseOnOpenChange(phase, open));
  }
  const closing = phase === "closing" || phase === "closing-by-owner";
  const visible = (open && phase === "shown") || closing;

  const close = useCallback(() => setPhase((current) => (current === "shown" ? "closing" : current)), []);

  // The slide-out runs for `delay`; then the owner is told, unless it closed the sheet itself.
  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => {
      const ownClose = latestPhase.current === "closing";
      drag.current = null;
      setOffset(null);
      setPhase(ownClose ? "closed" : "shown");
      if (ownClose) latestOnClose.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [closing, delay, latestOnClose, latestPhase]);

  // A route change while open closes the sheet.
  const openedOnRoute = useRef(routeKey);
  useEffect(() => {
    if (!open) {
      openedOnRoute.current = routeKey;
      return;
    }
    if (routeKey !== openedOnRoute.current) {
      openedOnRoute.current = routeKey;
      close();
    }
  }, [open, routeKey, close]);

  useBodyScrollLock(visible);
  // Escape from a modal opened on top of the sheet (it has the focus) is that modal's.
  useEscapeKey(open && !closing, close, { dialog: sheet });
  useDialogFocus(sheet, open);

  const endDrag = () => {
    drag.current = null;
    setOffset(null);
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Asked at the touch, not rendered from: the sheet's markup is the same at every width
    // (the CSS hides the handle on desktop), so server HTML and hydration agree.
    if (mediaQueryMatches(DESKTOP_MEDIA_QUERY)) return;
    try {
      // Keep receiving moves when the finger leaves the handle.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already released pointers cannot be captured; dragging still works on the handle.
    }
    drag.current = { startY: event.clientY, deltaY: 0 };
    setOffset(0);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.deltaY = event.clientY - drag.current.startY;
    setOffset(sheetOffset(drag.current.deltaY));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    if (dragCloses(drag.current.deltaY, dragThresholdPx)) {
      drag.current = null;
      close();
    } else endDrag();
  };

  if (!visible) return null;
  return (
    <div className={cx("shop-sheet", closing && "shop-sheet--closing")} data-state={closing ? "closing" : "open"}>
      {/* The outside click of §2 is a click on the backdrop, as for Modal and Sidebar: a modal
          opened from the sheet or a toast lies outside the sheet but is no click beside it. */}
      <div className="shop-sheet__backdrop" data-testid="sheet-backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={sheet}
        className={cx("shop-sheet__panel", offset !== null && "shop-sheet__panel--dragging")}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        // The slide-out starts where a drag left the sheet (--sheet-offset), not back at the top.
        style={offset ? ({ transform: `translateY(${offset}px)`, "--sheet-offset": `${offset}px` } as CSSProperties) : undefined}
      >
        <div
          className="shop-sheet__handle"
          data-testid="sheet-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={endDrag}
        >
          <span className="shop-sheet__grip" aria-hidden="true" />
        </div>
        <DialogHead block="shop-sheet" titleId={titleId} title={title} onClose={close} />
        <div className="shop-sheet__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
