import type { ShopConfig } from "@shop/core";

/**
 * Which modals are open (presentation-content.md §2 "Modals"). The spec gives two readings,
 * switched by ShopConfig `modals.mode` (this type is that setting's, from @shop/core):
 * - "stack" (default): several can be open at once; opening one that is already open closes
 *   and reopens it with the new payload (a new `key`, so it remounts on top).
 * - "single": opening a modal closes the open one first; closing clears every modal.
 */
export type ModalsMode = ShopConfig["modals"]["mode"];

/** Modal names the spec opens by name (presentation-content.md §2). */
export const MODAL_NAMES = [
  "review",
  "authentication",
  "size-guide",
  "terms-and-conditions",
  "feature-not-implemented",
  "language-switcher",
  "store-list",
  "order-confirmation",
  "newsletter",
  "store-locator",
  "service-points",
  "account-addresses",
  "password-update",
  "size-selector",
  "privacy-statement",
  "mix-and-match",
  "tex-tracer",
  "shop-the-look",
] as const;

export interface OpenModal<P = unknown> {
  name: string;
  payload: P;
  /** Changes on every (re)open, so a reopened modal is a fresh instance. */
  key: number;
}

export interface ModalsState<P = unknown> {
  open: readonly OpenModal<P>[];
  nextKey: number;
}

export type ModalsAction<P = unknown> =
  | { type: "open"; name: string; payload: P }
  | { type: "close"; name: string }
  | { type: "closeAll" };

export const INITIAL_MODALS: ModalsState<never> = { open: [], nextKey: 1 };

export function reduceModals<P>(mode: ModalsMode, state: ModalsState<P>, action: ModalsAction<P>): ModalsState<P> {
  switch (action.type) {
    case "open": {
      const opened: OpenModal<P> = { name: action.name, payload: action.payload, key: state.nextKey };
      const others = mode === "single" ? [] : state.open.filter((modal) => modal.name !== action.name);
      return { open: [...others, opened], nextKey: state.nextKey + 1 };
    }
    case "close":
      if (mode === "single") return { ...state, open: [] };
      return { ...state, open: state.open.filter((modal) => modal.name !== action.name) };
    case "closeAll":
      return { ...state, open: [] };
  }
}
