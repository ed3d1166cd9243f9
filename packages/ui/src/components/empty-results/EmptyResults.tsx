import { cx } from "../../internal/cx";
import { SearchIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface SearchSuggestionLink {
  /** Shown as given (a phrase suggestion, a category name). */
  label: string;
  /** Where it leads, e.g. /catalogsearch/result/?q=shirt or a category page. */
  href: string;
}

export interface EmptyResultsProps {
  /** The shopper's search text; absent on a category or landing page. */
  query?: string | undefined;
  /** Filters are chosen: the page offers to clear them (they are the likely cause). */
  hasFilters?: boolean;
  onClearFilters?: () => void;
  /** The search ran offline (presentation-content.md §8: an empty result with the offline flag). */
  offline?: boolean;
  /** Searches or categories to try instead (the autocomplete's phrase suggestions, popular categories). */
  suggestions?: readonly SearchSuggestionLink[];
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * No products (a search, a category or a filtered listing came back empty): says so, with the
 * query when there is one, the likely way out (clear the filters; check the spelling) and
 * suggestions to follow. Offline, it says that results need a connection instead.
 */
export function EmptyResults({ query, hasFilters = false, onClearFilters, offline = false, suggestions = [], headingLevel = 2, className }: EmptyResultsProps) {
  const t = useTranslate();
  const Heading = `h${headingLevel}` as const;
  const text = query?.trim() ?? "";
  return (
    <section className={cx("shop-empty-results", className)} aria-live="polite">
      <SearchIcon size={32} className="shop-empty-results__icon" />
      <Heading className="shop-empty-results__title">{text !== "" ? t("No results for “{{query}}”", { query: text }) : t("No products found")}</Heading>
      {offline ? (
        <p className="shop-empty-results__hint">{t("You are offline. Search results are not available without a connection.")}</p>
      ) : hasFilters ? (
        <p className="shop-empty-results__hint">{t("No products match the selected filters.")}</p>
      ) : (
        text !== "" && <p className="shop-empty-results__hint">{t("Check the spelling or try a more general search term.")}</p>
      )}
      {hasFilters && onClearFilters && (
        <button type="button" className="shop-button shop-button--secondary" onClick={onClearFilters}>
          {t("Clear all filters")}
        </button>
      )}
      {suggestions.length > 0 && (
        <div className="shop-empty-results__suggestions">
          <p className="shop-empty-results__suggestions-title">{t("Try one of these:")}</p>
          <ul className="shop-empty-results__list">
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <ShopLink className="shop-empty-results__suggestion" href={suggestion.href}>
                  {suggestion.label}
                </ShopLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
