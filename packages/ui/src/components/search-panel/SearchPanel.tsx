import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { SearchIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { useLatest } from "../../internal/use-latest";
import { Sidebar } from "../sidebar/Sidebar";
import { useTranslate } from "../../text/text-context";
import { SearchAutocomplete } from "../search-autocomplete/SearchAutocomplete";
import { nextActiveIndex } from "../search-autocomplete/rules/autocomplete-navigation";
import { autocompleteChoices, autocompleteOptionId, type AutocompleteChoice, type AutocompleteSuggestions, type ProductSuggestion } from "../search-autocomplete/rules/autocomplete.types";
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
  /**
   * The autocomplete's answer for the current text (presentation-content.md §3 autocomplete
   * result). Given (even null), the field is a combobox with the suggestions dropdown; null
   * while there is none (too short, not asked yet, or the call failed: §8 logs it only).
   */
  suggestions?: AutocompleteSuggestions | null | undefined;
  /** The autocomplete call for the current text is running. */
  suggestionsLoading?: boolean | undefined;
  /** A product suggestion was chosen: the container goes to its page (and closes the panel). A phrase submits like Enter. */
  onChooseProduct?: ((product: ProductSuggestion) => void) | undefined;
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
  suggestions,
  suggestionsLoading = false,
  onChooseProduct,
  children,
}: SearchPanelProps) {
  const t = useTranslate();
  const inputId = useId();
  const listboxId = useDomId("shop-autocomplete");
  const [text, setText] = useState(initialQuery);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // Escape folds the dropdown away until the shopper types again.
  const [dismissed, setDismissed] = useState(false);
  const autocomplete = useLatest(onAutocomplete);
  const combobox = suggestions !== undefined;
  const choices = suggestions ? autocompleteChoices(suggestions) : [];
  const expanded = combobox && !dismissed && choices.length > 0;
  // A new answer with fewer options leaves no option active beyond its end.
  const active = expanded && activeIndex !== null && activeIndex < choices.length ? activeIndex : null;
  const showsNone = combobox && !dismissed && !suggestionsLoading && suggestions !== null && choices.length === 0 && autocompleteQuery(text, minChars) !== null;

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

  const choose = (choice: AutocompleteChoice) => {
    setActiveIndex(null);
    if (choice.kind === "product") {
      onChooseProduct?.(choice.product);
      return;
    }
    setText(choice.phrase.text);
    setDismissed(true);
    onSubmit(choice.phrase.text);
  };

  // WAI-ARIA APG combobox with a listbox popup: ↓ ↑ move the active option (the focus stays in
  // the field), Enter picks it, Escape folds the list (a second Escape closes the panel).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!combobox) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (choices.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      setActiveIndex(nextActiveIndex(expanded ? active : null, event.key, choices.length));
    } else if (event.key === "Enter" && active !== null) {
      const choice = choices[active];
      if (!choice) return;
      event.preventDefault();
      choose(choice);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActiveIndex(null);
    }
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
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(null);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
          {...(combobox && {
            role: "combobox",
            "aria-autocomplete": "list" as const,
            "aria-expanded": expanded,
            "aria-controls": expanded ? listboxId : undefined,
            "aria-activedescendant": active !== null ? autocompleteOptionId(listboxId, active) : undefined,
          })}
        />
      </form>
      {combobox && (
        <div className="shop-search-panel__autocomplete">
          {expanded && suggestions && <SearchAutocomplete id={listboxId} query={text} suggestions={suggestions} activeIndex={active} onChoose={choose} />}
          {/* Always mounted, so a change is announced. */}
          <p className="shop-search-panel__status" role="status">
            {suggestionsLoading && choices.length === 0 ? t("Searching…") : showsNone ? t("No suggestions for “{{query}}”", { query: text.trim() }) : ""}
          </p>
        </div>
      )}
      <div className="shop-search-panel__results">{children}</div>
    </Sidebar>
  );
}
