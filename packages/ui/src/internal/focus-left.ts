import type { FocusEvent } from "react";

/**
 * The other end of a focus event lies outside the element handling it: on blur, focus left the
 * element (not just moved between its children); on focus, it arrived from outside. A null
 * relatedTarget (focus gone to the page or another window) counts as outside.
 */
export function focusLeft(event: FocusEvent<Element>): boolean {
  return !event.currentTarget.contains(event.relatedTarget as Node | null);
}
