/**
 * presentation-content.md §5 Size dropdown: "Text in parentheses is stripped from size
 * labels" (nested groups too: "XL (54 (EU))" → "XL"); whitespace is collapsed. An empty
 * result means the option is skipped (§5, commerce-core.md §5). Mapping "0" to One Size is
 * the caller's, since it is a translated label.
 */
export function cleanOptionLabel(label: string): string {
  let text = label;
  // Innermost groups first, so nested parentheses go too.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, " ");
  }
  return text.replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
}
