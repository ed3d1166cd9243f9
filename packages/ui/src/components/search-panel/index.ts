export { SearchPanel, type SearchPanelProps } from "./SearchPanel";
export { autocompleteQuery, AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from "./rules/autocomplete-rules";
