/** presentation-content.md §5 Search, §9: autocomplete from 3 characters, 500 ms after typing stops. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

/** The query to autocomplete, or null when it is too short to ask. */
export function autocompleteQuery(text: string, minChars = AUTOCOMPLETE_MIN_CHARS): string | null {
  const query = text.trim();
  return query.length >= minChars ? query : null;
}
