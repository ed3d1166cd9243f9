import { useEffect } from "react";

// Several overlays can lock at once (a modal over a sidebar): count, unlock at zero.
let locks = 0;
const LOCKED_CLASS = "shop-scroll-locked";

/** Locks page scrolling while `active` (presentation-content.md §2: bottom sheet, sidebars). */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === "undefined") return undefined;
    locks += 1;
    document.body.classList.add(LOCKED_CLASS);
    document.documentElement.classList.add(LOCKED_CLASS);
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.body.classList.remove(LOCKED_CLASS);
        document.documentElement.classList.remove(LOCKED_CLASS);
      }
    };
  }, [active]);
}
