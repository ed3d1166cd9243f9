/** A totals segment as the cart hands it over: the platform's code and title, the value formatted (@shop/core formatPrice). */
export interface CartSummarySegment {
  /** `subtotal`, `shipping`, `discount`, `tax`, `grand_total` (commerce-core.md §3 totals segments), or a platform's own. */
  code: string;
  /** The platform's title: shown for codes of its own only (known codes get the shop's translated label). */
  title: string | null;
  /** Formatted amount, e.g. "€ 139,85" (a discount may come with or without its minus). */
  value: string;
}

/** The order the summary shows known segments in; other codes go between discount and tax. */
export const SUMMARY_SEGMENT_ORDER = ["subtotal", "shipping", "discount", "tax", "grand_total"] as const;

export type SummaryRowKind = "amount" | "discount" | "tax" | "total";

export interface SummaryRow {
  code: string;
  /** An i18n key (`translate`) or the platform's title as given. */
  label: string;
  translate: boolean;
  value: string;
  kind: SummaryRowKind;
}

/**
 * The shop's labels for the known codes: presentation-content.md §3 order labels ('Subtotal',
 * 'Shipping cost', 'Discount', 'Total'); prices include tax (commerce-core.md §1), so tax is
 * the part of the total it holds: 'Incl. tax'.
 */
const KNOWN: Readonly<Record<(typeof SUMMARY_SEGMENT_ORDER)[number], { label: string; kind: SummaryRowKind }>> = {
  subtotal: { label: "Subtotal", kind: "amount" },
  shipping: { label: "Shipping cost", kind: "amount" },
  discount: { label: "Discount", kind: "discount" },
  tax: { label: "Incl. tax", kind: "tax" },
  grand_total: { label: "Total", kind: "total" },
};

const isKnown = (code: string): code is keyof typeof KNOWN => Object.hasOwn(KNOWN, code);

/** Rank in the shown order: a platform's own codes sit after the discount, before tax and total. */
function rank(code: string): number {
  const index = SUMMARY_SEGMENT_ORDER.indexOf(code as (typeof SUMMARY_SEGMENT_ORDER)[number]);
  return index >= 0 ? index : SUMMARY_SEGMENT_ORDER.indexOf("discount") + 0.5;
}

/**
 * A discount reads as a deduction: a value already carrying a minus (formatPrice gives
 * "-€ 10,00" for the platform's negative discount) stays as it is, a positive one gets "-".
 */
export function negativeAmount(value: string): string {
  const trimmed = value.trim();
  return trimmed === "" || /[-\u2212]/.test(trimmed) ? trimmed : `-${trimmed}`;
}

/**
 * The summary's rows: known segments in the order subtotal, shipping, discount, tax, grand
 * total whatever order they came in (the order of a platform's own codes kept), the discount
 * shown negative, tax as the 'Incl. tax' line, the grand total as the emphasised total.
 */
export function summaryRows(segments: readonly CartSummarySegment[]): SummaryRow[] {
  return [...segments]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((segment): SummaryRow => {
      if (!isKnown(segment.code)) return { code: segment.code, label: segment.title ?? segment.code, translate: false, value: segment.value, kind: "amount" };
      const known = KNOWN[segment.code];
      return { code: segment.code, label: known.label, translate: true, value: known.kind === "discount" ? negativeAmount(segment.value) : segment.value, kind: known.kind };
    });
}
