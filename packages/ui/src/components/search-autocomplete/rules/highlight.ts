/** A piece of a suggestion's text: typed text (`match`) or not. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits a suggestion into the parts the shopper typed and the rest, so the typed text can
 * be marked: every word of the query, case-insensitively, anywhere in the text (a search
 * service matches words, not one string). Joined, the parts are the text again.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
    // Longest first, so "shirts" wins over "shirt" at the same place.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0 || text === "") return text === "" ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${words.join("|")})`, "giu");
  // split() with a capturing group puts the matches at the odd places.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}
