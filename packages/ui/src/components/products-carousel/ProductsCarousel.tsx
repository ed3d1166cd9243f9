import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type PointerEvent as ReactPointerEvent } from "react";
import { cx } from "../../internal/cx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../internal/icons";
import { useReducedMotion } from "../../internal/use-media-query";
import { useTranslate } from "../../text/text-context";
import {
  arrowScrollTarget,
  carouselEdges,
  CAROUSEL_ANIMATION_STEPS,
  CAROUSEL_DRAG_THRESHOLD,
  CAROUSEL_SCROLL_DEBOUNCE_MS,
  CAROUSEL_SNAP_RESUME_MS,
  isDrag,
  scrollAnimationFrames,
} from "./rules/carousel-scroll";

export interface ProductsCarouselProps<T> {
  /** The heading (content-service text, shown as given). */
  title: string;
  headingLevel?: 2 | 3;
  items: readonly T[];
  getKey: (item: T) => string;
  /** Renders one slide, e.g. a ProductCard with `context="carousel"` and `index`. */
  renderItem: (item: T, index: number) => ReactNode;
  /** §9 timings; the defaults are the spec's. */
  dragThreshold?: number;
  snapResumeMs?: number;
  scrollDebounceMs?: number;
  animationSteps?: number;
  className?: string;
}

interface DragState {
  pointerId: number;
  startX: number;
  startScroll: number;
  dragging: boolean;
}

/**
 * Products carousel (presentation-content.md §2, §4, §9): a natively scrolling, snapping row
 * (touch and trackpad scroll as usual) with left/right arrows that are disabled at the ends
 * and scroll one view in 15 animation steps. A mouse can drag it: the drag starts after
 * 20 px (so clicks stay clicks, and a drag does not click the card under the pointer),
 * snapping pauses while dragging and comes back 500 ms after. Arrow states follow the scroll
 * position, debounced by 33 ms.
 */
export function ProductsCarousel<T>({
  title,
  headingLevel = 2,
  items,
  getKey,
  renderItem,
  dragThreshold = CAROUSEL_DRAG_THRESHOLD,
  snapResumeMs = CAROUSEL_SNAP_RESUME_MS,
  scrollDebounceMs = CAROUSEL_SCROLL_DEBOUNCE_MS,
  animationSteps = CAROUSEL_ANIMATION_STEPS,
  className,
}: ProductsCarouselProps<T>) {
  const t = useTranslate();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const [snapPaused, setSnapPaused] = useState(false);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const timers = useRef({ scroll: 0, snap: 0, frame: 0 });
  const Heading = `h${headingLevel}` as const;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = carouselEdges(track);
    // The same edges keep the same state object, so a scroll stop or resize that moves no
    // edge re-renders nothing.
    setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
  }, []);

  const pauseSnap = useCallback(() => {
    setSnapPaused(true);
    window.clearTimeout(timers.current.snap);
  }, []);

  const resumeSnapLater = useCallback(() => {
    window.clearTimeout(timers.current.snap);
    timers.current.snap = window.setTimeout(() => setSnapPaused(false), snapResumeMs);
  }, [snapResumeMs]);

  // Arrow states follow the track's size and content.
  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, items.length]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.scroll);
      window.clearTimeout(pending.snap);
      window.cancelAnimationFrame(pending.frame);
    };
  }, []);

  const onScroll = () => {
    window.clearTimeout(timers.current.scroll);
    timers.current.scroll = window.setTimeout(measure, scrollDebounceMs);
  };

  const scrollByArrow = (direction: "left" | "right") => {
    const track = trackRef.current;
    // An arrow at its end stays focusable (aria-disabled) and does nothing.
    if (!track || (direction === "left" ? edges.atStart : edges.atEnd)) return;
    const target = arrowScrollTarget(direction, track);
    window.cancelAnimationFrame(timers.current.frame);
    if (reducedMotion) {
      track.scrollLeft = target;
      return;
    }
    // Snapping would fight the frame-by-frame positions: pause it for the animation.
    pauseSnap();
    const frames = scrollAnimationFrames(track.scrollLeft, target, animationSteps);
    const step = (index: number) => {
      const position = frames[index];
      if (position === undefined) {
        resumeSnapLater();
        return;
      }
      track.scrollLeft = position;
      timers.current.frame = window.requestAnimationFrame(() => step(index + 1));
    };
    step(0);
  };

  // Mouse drag scrolling; touch and pen keep the browser's own panning.
  const onPointerDown = (event: ReactPointerEvent<HTMLUListElement>) => {
    const track = trackRef.current;
    if (event.pointerType !== "mouse" || event.button !== 0 || !track) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startScroll: track.scrollLeft, dragging: false };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    const track = trackRef.current;
    if (!state || !track || event.pointerId !== state.pointerId) return;
    const deltaX = event.clientX - state.startX;
    if (!state.dragging) {
      if (!isDrag(deltaX, dragThreshold)) return;
      state.dragging = true;
      pauseSnap();
      try {
        track.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic pointer cannot be captured; dragging works without capture.
      }
    }
    event.preventDefault();
    track.scrollLeft = state.startScroll - deltaX;
  };

  const endDrag = (event: ReactPointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    if (!state || event.pointerId !== state.pointerId) return;
    drag.current = null;
    if (!state.dragging) return;
    // The click that follows this pointerup (same task) is swallowed; a later one is not.
    suppressClick.current = true;
    window.setTimeout(() => {
      suppressClick.current = false;
    }, 0);
    resumeSnapLater();
    measure();
  };

  return (
    <section className={cx("shop-carousel", className)} aria-labelledby={headingId}>
      <div className="shop-carousel__header">
        <Heading id={headingId} className="shop-carousel__title">
          {title}
        </Heading>
        <div className="shop-carousel__arrows">
          {/* aria-disabled, not disabled: a native disabled button drops the keyboard focus of
              the shopper who pressed it to the end of the row. */}
          <button type="button" className="shop-carousel__arrow" aria-label={t("Scroll left")} aria-disabled={edges.atStart} onClick={() => scrollByArrow("left")}>
            <ChevronLeftIcon size={20} />
          </button>
          <button type="button" className="shop-carousel__arrow" aria-label={t("Scroll right")} aria-disabled={edges.atEnd} onClick={() => scrollByArrow("right")}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      </div>
      <ul
        ref={trackRef}
        className={cx("shop-carousel__track", snapPaused && "shop-carousel__track--free")}
        onScroll={onScroll}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          // The click that ends a drag must not open the card under the pointer.
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {items.map((item, index) => (
          <li key={getKey(item)} className="shop-carousel__slide">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
