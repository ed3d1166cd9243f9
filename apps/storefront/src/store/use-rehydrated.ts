import { useSelector } from "react-redux";

/** redux-persist's mark on a persisted slice: absent on the server, `rehydrated: false` until the browser's storage answered. */
interface PersistMark {
  _persist?: { rehydrated?: boolean };
}

/**
 * Whether a persisted slice (the cart, the checkout) is back from the browser's storage. False
 * on the server (no persistence there) and in the first client render (the restore from
 * IndexedDB is asynchronous), so a page that shows the shopper's own state renders the same
 * loading state on both sides and hydrates without a mismatch, then fills in.
 */
export function useRehydrated(slice: "cart" | "checkout" | "user"): boolean {
  return useSelector((state: Record<string, unknown>) => (state[slice] as PersistMark | undefined)?._persist?.rehydrated === true);
}
