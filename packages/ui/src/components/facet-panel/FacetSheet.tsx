import type { PriceI18n } from "@shop/core";
import { useTranslate } from "../../text/text-context";
import { ActiveFilters } from "../active-filters/ActiveFilters";
import { BottomSheet } from "../bottom-sheet/BottomSheet";
import { resultCountMessage } from "../listing-toolbar/rules/result-count";
import { FacetPanel } from "./FacetPanel";
import type { FacetToggle, ListingFacet } from "./rules/facet.types";

export interface FacetSheetProps {
  open: boolean;
  onClose: () => void;
  facets: readonly ListingFacet[];
  onToggle: (toggle: FacetToggle) => void;
  onClearAll: () => void;
  /** The result count after the chosen filters (the button's 'Show 12 products'). */
  totalCount: number;
  /** The current route: the sheet closes when it changes (§2). */
  routeKey?: string | undefined;
  priceI18n?: PriceI18n | undefined;
  visibleValues?: number | undefined;
}

/**
 * The facets on phones (below 1024 px): the same panel in the bottom sheet (§2: closes on an
 * outside click, a route change, a drag down of 100 px), the chosen filters with 'Clear all'
 * on top and a button showing the results (it closes the sheet; the listing behind it has
 * already updated with every tick).
 */
export function FacetSheet({ open, onClose, facets, onToggle, onClearAll, totalCount, routeKey, priceI18n, visibleValues }: FacetSheetProps) {
  const t = useTranslate();
  const count = resultCountMessage(totalCount);
  return (
    <BottomSheet open={open} onClose={onClose} title={t("Filters")} routeKey={routeKey}>
      <div className="shop-facet-sheet">
        <ActiveFilters facets={facets} onToggle={onToggle} onClearAll={onClearAll} priceI18n={priceI18n} />
        <FacetPanel facets={facets} onToggle={onToggle} priceI18n={priceI18n} visibleValues={visibleValues} hideHeading />
        <div className="shop-facet-sheet__footer">
          <button type="button" className="shop-button shop-button--block" onClick={onClose}>
            {t("Show results")} ({t(count.key, count.values)})
          </button>
        </div>
      </div>
    </BottomSheet>
  );
}
