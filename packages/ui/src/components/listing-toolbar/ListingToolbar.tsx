import { cx } from "../../internal/cx";
import { useTranslate } from "../../text/text-context";
import { Select } from "../select/Select";
import { resultCountMessage } from "./rules/result-count";
import { SORT_OPTIONS, type SortOption } from "./rules/sort-options";

export interface ListingToolbarProps {
  /** The listing's total (primaryList.totalHits, or the catalogue search's total). */
  totalCount: number;
  /** The chosen sort's value, or null for the listing's default order (category position). */
  sort: string | null;
  onSortChange: (value: string) => void;
  /** commerce-core.md §9 by default; labels are i18n keys. */
  sortOptions?: readonly SortOption[];
  /** Phones: the 'Filters' button opens the facet sheet (hidden from 1024 px, where the panel shows). */
  onOpenFilters?: () => void;
  /** Chosen filters, shown on the 'Filters' button. */
  activeFilterCount?: number;
  /** While the listing loads the count is not announced again. */
  loading?: boolean;
  className?: string;
}

/**
 * Above the grid: the result count (a polite live region, so a shopper who ticks a filter
 * hears the new count), on phones the 'Filters' button, and the sort select with the five
 * sort options of commerce-core.md §9.
 */
export function ListingToolbar({ totalCount, sort, onSortChange, sortOptions = SORT_OPTIONS, onOpenFilters, activeFilterCount = 0, loading = false, className }: ListingToolbarProps) {
  const t = useTranslate();
  const count = resultCountMessage(totalCount);
  return (
    <div className={cx("shop-listing-toolbar", className)}>
      <p className="shop-listing-toolbar__count" role="status" aria-live="polite" aria-busy={loading || undefined}>
        {t(count.key, count.values)}
      </p>
      <div className="shop-listing-toolbar__actions">
        {onOpenFilters && (
          <button type="button" className="shop-button shop-button--secondary shop-listing-toolbar__filters" onClick={onOpenFilters}>
            {t("Filters")}
            {/* Part of the name, as seen: "Filters 3". */}
            {activeFilterCount > 0 && <span className="shop-listing-toolbar__badge"> {activeFilterCount}</span>}
          </button>
        )}
        <Select
          className="shop-listing-toolbar__sort"
          label={t("Sort by")}
          hideLabel
          placeholder={t("Sort by")}
          options={sortOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={sort}
          onChange={onSortChange}
        />
      </div>
    </div>
  );
}
