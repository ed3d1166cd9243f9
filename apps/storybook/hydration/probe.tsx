import { useEffect, type ReactNode } from "react";

/**
 * Wraps the story on both sides (the same tree, so `useId` values agree). Its effect runs after
 * every effect of the story's first commit, which for hydrateRoot means hydration is done.
 * Renders no element of its own.
 */
export function HydrationProbe({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return children;
}
