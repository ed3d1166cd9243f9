import type { PriceI18n } from "@shop/core";
import { cx } from "../../internal/cx";
import { CloseIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";
import type { FacetToggle, ListingFacet } from "../facet-panel/rules/facet.types";
import { activeFilters, activeFilterRemoval } from "./rules/active-filters";

export interface ActiveFiltersProps {
  facets: readonly ListingFacet[];
  /** A chip's ✕: its value toggled off. */
  onToggle: (toggle: FacetToggle) => void;
  /** 'Clear all': every `f.` parameter dropped (the app keeps q and sort). */
  onClearAll: () => void;
  priceI18n?: PriceI18n | undefined;
  className?: string;
}

/**
 * The chosen filters as removable chips ("Color: Navy ✕") with 'Clear all' after them; nothing
 * when no filter is chosen. Each chip is a button named 'Remove filter: Color: Navy'.
 */
export function ActiveFilters({ facets, onToggle, onClearAll, priceI18n, className }: ActiveFiltersProps) {
  const t = useTranslate();
  const filters = activeFilters(facets, priceI18n);
  if (filters.length === 0) return null;
  return (
    <div className={cx("shop-active-filters", className)} role="group" aria-label={t("Active filters")}>
      <ul className="shop-active-filters__list">
        {filters.map((filter) => {
          const text = `${filter.facetLabel}: ${filter.label}`;
          return (
            <li key={`${filter.facetId}/${filter.valueId}`}>
              <button type="button" className="shop-active-filters__chip" aria-label={t("Remove filter: {{label}}", { label: text })} onClick={() => onToggle(activeFilterRemoval(filter))}>
                <span className="shop-active-filters__facet">{filter.facetLabel}:</span> <span>{filter.label}</span>
                <CloseIcon size={14} className="shop-active-filters__remove" />
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className="shop-active-filters__clear shop-link" onClick={onClearAll}>
            {t("Clear all")}
          </button>
        </li>
      </ul>
    </div>
  );
}
