import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";

/** Where keyboard focus goes after the render that swaps the control it was on. */
type FocusRequest =
  | { kind: "confirm" }
  | { kind: "remove"; id: string }
  /** A confirmed removal: once the row is gone, the next row's Remove (else the previous, else the empty target). */
  | { kind: "removed"; id: string; index: number; waiting?: boolean };

export interface RemovalFocus {
  /** The row whose removal question is open, or null. */
  confirming: string | null;
  /** Opens the question on a row (focus goes to its Cancel). */
  ask: (id: string) => void;
  /** Closes the question (focus back to the row's Remove). */
  cancel: (id: string) => void;
  /** Confirms: calls `onRemove` and moves focus on once the row is gone. */
  remove: (id: string, index: number) => void;
  /** Ref callback for a row's Remove button. */
  removeButtonRef: (id: string) => (button: HTMLButtonElement | null) => void;
  /** Ref of the open question's Cancel button. */
  cancelButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The mini cart's and the cart page's "remove asks first" focus rule (README "Mini cart"):
 * keyboard focus never falls out of the list while its controls swap. The question opens on
 * Cancel (the safe answer, APG alert dialog); Cancel returns to the row's Remove; after a
 * removal focus goes to the next row's Remove, else the previous row's, else `emptyTarget`.
 * An owner that removes asynchronously keeps the row meanwhile, with focus on its Remove;
 * focus the shopper moved elsewhere is left alone.
 */
export function useRemovalFocus(
  rows: readonly { id: string }[],
  onRemove: (id: string) => void,
  emptyTarget?: RefObject<HTMLElement | null>,
): RemovalFocus {
  const [confirming, setConfirming] = useState<string | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);

  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    if (request.kind === "confirm") {
      focusRequest.current = null;
      cancelButton.current?.focus();
    } else if (request.kind === "remove") {
      focusRequest.current = null;
      removeButtons.current.get(request.id)?.focus();
    } else if (rows.some((row) => row.id === request.id)) {
      // The owner removes asynchronously: meanwhile the row stays, with focus on its Remove.
      if (!request.waiting) removeButtons.current.get(request.id)?.focus();
      request.waiting = true;
    } else {
      focusRequest.current = null;
      // Only focus that fell with the row moves; focus the shopper took elsewhere stays there.
      if (document.activeElement && document.activeElement !== document.body) return;
      const next = rows[Math.min(request.index, rows.length - 1)];
      (next ? removeButtons.current.get(next.id) : emptyTarget?.current)?.focus();
    }
  });

  const removeButtonRef = useCallback(
    (id: string) => (button: HTMLButtonElement | null) => {
      if (button) removeButtons.current.set(id, button);
      else removeButtons.current.delete(id);
    },
    [],
  );

  return {
    confirming,
    ask: (id) => {
      focusRequest.current = { kind: "confirm" };
      setConfirming(id);
    },
    cancel: (id) => {
      focusRequest.current = { kind: "remove", id };
      setConfirming(null);
    },
    remove: (id, index) => {
      focusRequest.current = { kind: "removed", id, index };
      setConfirming(null);
      onRemove(id);
    },
    removeButtonRef,
    cancelButton,
  };
}
