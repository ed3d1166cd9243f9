import { categoryEntry, type UrlMapEntry } from "./url-map-entry";
import type { RoutableCategory } from "./links";
import { requestPathOf } from "./path-format";

export type RegistrableCategory = RoutableCategory & { children_data?: readonly RegistrableCategory[] | null };

/**
 * commerce-core.md §2: "Category URLs are registered for every category with a url_path
 * whose display mode is not PAGE" — the category tree is walked (children_data too); inactive
 * categories are skipped as well (§5 lists only active ones).
 */
export function categoryUrlMappings(categories: readonly RegistrableCategory[]): { urlPath: string; entry: UrlMapEntry }[] {
  const mappings: { urlPath: string; entry: UrlMapEntry }[] = [];
  const visit = (category: RegistrableCategory) => {
    const urlPath = category.url_path ? requestPathOf(category.url_path) : "";
    const entry = urlPath === "" ? null : categoryEntry(category);
    if (entry) mappings.push({ urlPath, entry });
    for (const child of category.children_data ?? []) visit(child);
  };
  categories.forEach(visit);
  return mappings;
}
