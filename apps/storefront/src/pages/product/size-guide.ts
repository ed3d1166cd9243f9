import type { SizeGuideRow } from "@shop/ui";

/**
 * The size guide's table (presentation-content.md §2 "size guide" modal; its content is not
 * shown in the spec): chest, waist and length in centimetres for the shop's letter sizes, the
 * menswear standard (EN 13402). Kept here until the content service supplies one per category.
 */
export const MENSWEAR_SIZE_GUIDE: readonly SizeGuideRow[] = [
  { size: "XS", values: { chest: "86–90", waist: "72–76", length: "72" } },
  { size: "S", values: { chest: "90–94", waist: "76–80", length: "74" } },
  { size: "M", values: { chest: "98–102", waist: "84–88", length: "76" } },
  { size: "L", values: { chest: "106–110", waist: "92–96", length: "78" } },
  { size: "XL", values: { chest: "114–118", waist: "100–104", length: "80" } },
  { size: "XXL", values: { chest: "122–126", waist: "108–112", length: "82" } },
];
