import { useState, type FocusEvent } from "react";
import { focusLeft } from "./focus-left";

export interface PointerFocusInsideOptions {
  /** Called when the mouse enters or focus arrives from outside (not when it moves between children). */
  onEnter?: () => void;
}

/**
 * Whether the mouse and whether keyboard focus are inside an element, tracked apart: a mouse
 * leaving must not end what focus inside still holds (a paused rotation, a hovered header).
 * Spread `handlers` on the element.
 */
export function usePointerFocusInside({ onEnter }: PointerFocusInsideOptions = {}) {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const handlers = {
    onMouseEnter: () => {
      setPointerInside(true);
      onEnter?.();
    },
    onMouseLeave: () => setPointerInside(false),
    onFocus: (event: FocusEvent<Element>) => {
      setFocusInside(true);
      // focusLeft on a focus event: focus came from outside the element.
      if (focusLeft(event)) onEnter?.();
    },
    onBlur: (event: FocusEvent<Element>) => {
      if (focusLeft(event)) setFocusInside(false);
    },
  };
  return { pointerInside, focusInside, handlers };
}
