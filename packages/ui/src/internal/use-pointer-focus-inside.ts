import { useState, type FocusEvent } from "react";
import { focusLeft } from "./focus-left";

/**
 * Whether the mouse and whether keyboard focus are inside an element, tracked apart: a mouse
 * leaving must not end what focus inside still holds (a paused rotation, a hovered header).
 * Spread `handlers` on the element.
 */
export function usePointerFocusInside() {
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const handlers = {
    onMouseEnter: () => setPointerInside(true),
    onMouseLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<Element>) => {
      if (focusLeft(event)) setFocusInside(false);
    },
  };
  return { pointerInside, focusInside, handlers };
}
