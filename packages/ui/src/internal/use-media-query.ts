import { useSyncExternalStore } from "react";
import { breakpoints } from "../tokens/tokens";

/** Whether a media query matches now; false on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
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
