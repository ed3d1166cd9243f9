import type { FacetValue } from "./facet.types";

/** presentation-content.md §3 "Facet shows 5 attributes by default." */
export const FACET_VISIBLE_VALUES = 5;

export interface VisibleFacetValues<V> {
  shown: readonly V[];
  /** How many 'Show more' reveals (0: no button). */
  hiddenCount: number;
}

/**
 * The values a facet lists before 'Show more': the first `limit`, plus any chosen value
 * beyond them (a chosen filter never hides behind the button). Expanded: all of them.
 */
export function visibleFacetValues<V extends Pick<FacetValue, "selected">>(values: readonly V[], expanded: boolean, limit = FACET_VISIBLE_VALUES): VisibleFacetValues<V> {
  if (expanded || values.length <= limit) return { shown: values, hiddenCount: 0 };
  const shown = values.filter((value, index) => index < limit || value.selected);
  return { shown, hiddenCount: values.length - shown.length };
}
