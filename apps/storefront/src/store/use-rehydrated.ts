import { useSyncExternalStore } from "react";
import { useSelector } from "react-redux";

/** redux-persist's mark on a persisted slice: absent on the server, `rehydrated: false` until the browser's storage answered. */
interface PersistMark {
  _persist?: { rehydrated?: boolean };
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates, true in every client render after: hydration
 * uses the server snapshot, so the first client render equals the server's whatever the store
 * holds by then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether a persisted slice (the cart, the checkout) is back from the browser's storage and
 * the page is hydrated. False on the server (no persistence there) and in the hydration
 * render — redux-persist may restore the slices while the page's chunks load, before React
 * hydrates — so a page that shows the shopper's own state renders the same loading state on
 * both sides and hydrates without a mismatch, then fills in.
 */
export function useRehydrated(slice: "cart" | "checkout" | "user"): boolean {
  const hydrated = useHydrated();
  const restored = useSelector((state: Record<string, unknown>) => (state[slice] as PersistMark | undefined)?._persist?.rehydrated === true);
  return hydrated && restored;
}
