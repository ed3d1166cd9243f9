import { useEffect, type RefObject } from "react";
import { useLatest } from "./use-latest";

// The outside world closing a popup (sidebar, modal, bottom sheet, select): each hook listens
// only while `active` and always calls the latest callback.

export interface EscapeKeyOptions {
  /**
   * The modal dialog that answers. An Escape pressed inside another modal dialog (one opened
   * on top of it, which has the focus) is that dialog's and is ignored here.
   */
  dialog?: RefObject<HTMLElement | null>;
}

/** The Escape was pressed inside a modal dialog other than `dialog`. */
function inAnotherDialog(event: KeyboardEvent, dialog: HTMLElement | null): boolean {
  const owner = event.target instanceof Element ? event.target.closest('[aria-modal="true"]') : null;
  return owner !== null && owner !== dialog;
}

/**
 * Calls `onEscape` on the Escape key while `active`. An Escape a control inside already used
 * (an open select closing its list calls `preventDefault()`) is left alone: one Escape closes
 * one layer.
 */
export function useEscapeKey(active: boolean, onEscape: () => void, { dialog }: EscapeKeyOptions = {}): void {
  const handler = useLatest(onEscape);
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (dialog && inAnotherDialog(event, dialog.current)) return;
      handler.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, handler, dialog]);
}

export interface OutsidePointerOptions {
  /**
   * Listen in the capture phase, so a pointer down still counts when the element it lands on
   * stops its propagation (a carousel drag, another widget). Default false.
   */
  capture?: boolean;
}

/** Calls `onOutside` on a pointer down outside `ref` while `active`. */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void, { capture = false }: OutsidePointerOptions = {}): void {
  const handler = useLatest(onOutside);
  useEffect(() => {
    if (!active) return undefined;
    const onPointer = (event: PointerEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) handler.current();
    };
    document.addEventListener("pointerdown", onPointer, capture);
    return () => document.removeEventListener("pointerdown", onPointer, capture);
  }, [active, ref, handler, capture]);
}

/** Calls `onBlur` when the window loses focus (another window or tab, the address bar) while `active`. */
export function useWindowBlur(active: boolean, onBlur: () => void): void {
  const handler = useLatest(onBlur);
  useEffect(() => {
    if (!active) return undefined;
    const onWindowBlur = () => handler.current();
    window.addEventListener("blur", onWindowBlur);
    return () => window.removeEventListener("blur", onWindowBlur);
  }, [active, handler]);
}

/**
 * Calls `onChange` when the window width changes while `active`. A resize that keeps the
 * width (a mobile browser's toolbar showing or hiding) does not count.
 */
export function useWidthChange(active: boolean, onChange: () => void): void {
  const handler = useLatest(onChange);
  useEffect(() => {
    if (!active) return undefined;
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth !== width) handler.current();
      width = window.innerWidth;
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [active, handler]);
}
