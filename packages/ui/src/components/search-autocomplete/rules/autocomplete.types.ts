/** presentation-content.md §3 "Autocomplete result: productSuggestions and phraseSuggestions", as the dropdown shows them. */
export interface PhraseSuggestion {
  text: string;
}

export interface ProductSuggestion {
  /** The product's key (the search service's productKey). */
  key: string;
  title: string;
  /** The product page (the app navigates there when the suggestion is chosen). */
  link: string;
  /** A small picture, already sized by the app's image service. */
  imageSrc?: string | null | undefined;
  /** The price, formatted by the app (@shop/ui `formatRecommendationPrice` or @shop/core `formatPrice`). */
  price?: string | null | undefined;
}

export interface AutocompleteSuggestions {
  phrases: readonly PhraseSuggestion[];
  products: readonly ProductSuggestion[];
}

/** What the shopper picked. */
export type AutocompleteChoice = { kind: "phrase"; phrase: PhraseSuggestion } | { kind: "product"; product: ProductSuggestion };

/** The options in list order: phrases first, then products (the order of the keys ↓ and ↑ walk). */
export function autocompleteChoices(suggestions: AutocompleteSuggestions): AutocompleteChoice[] {
  return [...suggestions.phrases.map((phrase): AutocompleteChoice => ({ kind: "phrase", phrase })), ...suggestions.products.map((product): AutocompleteChoice => ({ kind: "product", product }))];
}

/** The DOM id of an option (aria-activedescendant points at it). */
export const autocompleteOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
