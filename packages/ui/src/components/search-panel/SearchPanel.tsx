import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { SearchIcon } from "../../internal/icons";
import { useLatest } from "../../internal/use-latest";
import { Sidebar } from "../sidebar/Sidebar";
import { useTranslate } from "../../text/text-context";
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, autocompleteQuery } from "./rules/autocomplete-rules";

export interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
  /** Enter pressed: the container closes the panel and goes to /catalogsearch/result/?q= (presentation-content.md §2). */
  onSubmit: (query: string) => void;
  /** Debounced typing with at least `minChars` characters (presentation-content.md §5). */
  onAutocomplete?: (query: string) => void;
  /** The last search text (the container keeps it in local storage). */
  initialQuery?: string;
  debounceMs?: number;
  minChars?: number;
  /** Suggestions and results, rendered by the container. */
  children?: ReactNode;
}

/** The search panel shell: a sidebar titled 'Search for products' with the search bar. */
export function SearchPanel({
  open,
  onClose,
  onSubmit,
  onAutocomplete,
  initialQuery = "",
  debounceMs = AUTOCOMPLETE_DEBOUNCE_MS,
  minChars = AUTOCOMPLETE_MIN_CHARS,
  children,
}: SearchPanelProps) {
  const t = useTranslate();
  const inputId = useId();
  const [text, setText] = useState(initialQuery);
  const autocomplete = useLatest(onAutocomplete);

  useEffect(() => {
    const query = autocompleteQuery(text, minChars);
    if (!open || query === null) return undefined;
    const timer = setTimeout(() => autocomplete.current?.(query), debounceMs);
    return () => clearTimeout(timer);
  }, [text, open, minChars, debounceMs, autocomplete]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== "") onSubmit(query);
  };

  return (
    <Sidebar open={open} onClose={onClose} title={t("Search for products")}>
      <form role="search" className="shop-search-bar" onSubmit={submit}>
        <label htmlFor={inputId} className="shop-visually-hidden">
          {t("Search")}
        </label>
        <SearchIcon className="shop-search-bar__icon" />
        <input
          id={inputId}
          type="search"
          className="shop-search-bar__input"
          placeholder={t("What are you searching for?")}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <div className="shop-search-panel__results">{children}</div>
    </Sidebar>
  );
}
