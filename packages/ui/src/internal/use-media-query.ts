import { useSyncExternalStore } from "react";
import { breakpoints } from "../tokens/tokens";

interface MediaQueryStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => boolean;
}

/** Where matchMedia is missing: nothing to listen to, never matches. */
const NO_MEDIA_QUERIES: MediaQueryStore = { subscribe: () => () => undefined, getSnapshot: () => false };

/**
 * One MediaQueryList per query, with subscribe/getSnapshot made once, so useSyncExternalStore
 * keeps its subscription across renders (BottomSheet re-renders on every pointer move while
 * dragging) and a read is a property access. Each entry remembers the matchMedia it came from:
 * when a test swaps in its own window.matchMedia, the new one gets fresh lists.
 */
const stores = new Map<string, MediaQueryStore & { source: Window["matchMedia"] }>();

function mediaQueryStore(query: string): MediaQueryStore {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return NO_MEDIA_QUERIES;
  const source = window.matchMedia;
  const known = stores.get(query);
  if (known?.source === source) return known;
  const list = window.matchMedia(query);
  const store = {
    source,
    subscribe: (onChange: () => void) => {
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    getSnapshot: () => list.matches,
  };
  stores.set(query, store);
  return store;
}

const serverSnapshot = () => false;

/**
 * Whether a media query matches now; false on the server and where matchMedia is missing.
 * Hydration renders with the server's false (useSyncExternalStore's server snapshot), then
 * again with the browser's answer: what the result changes must not be layout, which belongs
 * in CSS media queries, or the page visibly switches after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const store = mediaQueryStore(query);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}

/**
 * Whether a media query matches at this moment (false where matchMedia is missing), for an
 * event handler: asking there instead of subscribing keeps the render, and so the server's
 * HTML, independent of the viewport.
 */
export function mediaQueryMatches(query: string): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

/** The shopper asked for less motion: skip JS animations and timers that only animate. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/** presentation-content.md §9: desktop from the 1024 px breakpoint (`breakpoints.desktop`), mobile below. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${breakpoints.desktop}px)`;

/** The viewport is desktop-wide (false on the server, like every media query here). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
