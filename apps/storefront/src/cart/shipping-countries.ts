import type { SelectOption } from "@shop/ui";

/**
 * The countries the shop ships to, as i18n keys (presentation-content.md §1 countries; @shop/i18n
 * has these four names): translated where they are shown. The spec names no list; these are the
 * store views' countries the reference back end has shipping methods for.
 */
export const SHIPPING_COUNTRIES: readonly SelectOption[] = [
  { value: "NL", label: "Netherlands" },
  { value: "DE", label: "Germany" },
  { value: "IT", label: "Italy" },
  { value: "US", label: "United States" },
];
