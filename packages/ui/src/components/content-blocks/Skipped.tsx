import { useEffect } from "react";
import type { UnknownContent } from "./content-types";
import { useContentOptions } from "./content-context";

/** Renders nothing and reports what was skipped once mounted (never during a server render). */
export function Skipped({ kind, name }: UnknownContent) {
  const { onUnknown } = useContentOptions();
  useEffect(() => onUnknown({ kind, name }), [onUnknown, kind, name]);
  return null;
}
