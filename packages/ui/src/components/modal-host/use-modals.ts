import { useCallback, useMemo, useReducer } from "react";
import { INITIAL_MODALS, reduceModals, type ModalsAction, type ModalsMode, type ModalsState, type OpenModal } from "./rules/modal-stack";

export interface ModalsControl<P> {
  modals: readonly OpenModal<P>[];
  open: (name: string, payload: P) => void;
  close: (name: string) => void;
  closeAll: () => void;
}

/** Local modal state for apps (and stories) that keep modals out of their store; same rules as `reduceModals`. */
export function useModals<P = unknown>(mode: ModalsMode = "stack"): ModalsControl<P> {
  const [state, dispatch] = useReducer(
    (current: ModalsState<P>, action: ModalsAction<P>) => reduceModals(mode, current, action),
    INITIAL_MODALS,
  );
  const open = useCallback((name: string, payload: P) => dispatch({ type: "open", name, payload }), []);
  const close = useCallback((name: string) => dispatch({ type: "close", name }), []);
  const closeAll = useCallback(() => dispatch({ type: "closeAll" }), []);
  return useMemo(() => ({ modals: state.open, open, close, closeAll }), [state.open, open, close, closeAll]);
}
