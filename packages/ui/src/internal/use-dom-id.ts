import { useId } from "react";

/**
 * A per-instance id that is safe in CSS selectors and `querySelector` too: React's useId with
 * its colons removed, after the given prefix (`shop-field-…`).
 */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/:/g, "")}`;
}
