export { SearchAutocomplete, type SearchAutocompleteProps } from "./SearchAutocomplete";
export {
  autocompleteChoices,
  autocompleteOptionId,
  type AutocompleteChoice,
  type AutocompleteSuggestions,
  type PhraseSuggestion,
  type ProductSuggestion,
} from "./rules/autocomplete.types";
export { highlightParts, type HighlightPart } from "./rules/highlight";
export { nextActiveIndex } from "./rules/autocomplete-navigation";
