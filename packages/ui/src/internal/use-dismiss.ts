import { useEffect, type RefObject } from "react";
import { useLatest } from "./use-latest";

/** Calls `onEscape` on the Escape key while `active`. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handler = useLatest(onEscape);
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") handler.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, handler]);
}

/** Calls `onOutside` on a pointer down outside `ref` while `active`. */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handler = useLatest(onOutside);
  useEffect(() => {
    if (!active) return undefined;
    const onPointer = (event: PointerEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) handler.current();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [active, ref, handler]);
}
