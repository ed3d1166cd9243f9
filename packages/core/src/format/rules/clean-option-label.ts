/**
 * The label a size labelled 0 is shown with (presentation-content.md §5). It is an i18n key
 * whose text is the English wording, as every message of the packages: @shop/i18n translates
 * it ("Taille unique", "Einheitsgröße").
 */
export const ONE_SIZE_LABEL = "One Size";

/**
 * An option label as the shop shows it, presentation-content.md §5 Size dropdown: "Text in
 * parentheses is stripped from size labels" (nested groups too: "XL (54 (EU))" → "XL"),
 * whitespace collapsed, and "A size labelled 0 is shown as One Size" (`ONE_SIZE_LABEL`), also
 * when the 0 is left after stripping ("0 (one size)"). An empty result means the option is
 * skipped (§5, commerce-core.md §5). One function for the size dropdown, the product card and
 * @shop/catalog-pricing's variant choices, so they cannot show one size two ways.
 */
export function cleanOptionLabel(label: string): string {
  let text = label;
  // Innermost groups first, so nested parentheses go too.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, " ");
  }
  const cleaned = text.replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  return cleaned === "0" ? ONE_SIZE_LABEL : cleaned;
}
