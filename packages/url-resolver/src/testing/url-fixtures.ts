import type { ProductLookupResult } from "../url-resolver-extra";
import type { RegistrableCategory } from "../rules/category-registration";
import type { UrlRewrite } from "../url.schemas";

/**
 * Products as the catalogue answers them: a simple, a configurable, one of its children
 * (visibility 1), a grouped one, a disabled one (status 2) and a product not visible
 * individually that is no child.
 */
export const urlProductFixtures = {
  simple: { sku: "GC-050", type_id: "simple", slug: "cadeaubon-50", url_key: "cadeaubon-50", url_path: "p/GC-050/cadeaubon-50", status: 1, visibility: 4 },
  configurable: { sku: "SH-OXF-WHT", type_id: "configurable", slug: "oxford-overhemd-wit", url_key: "oxford-overhemd-wit", url_path: "p/SH-OXF-WHT/oxford-overhemd-wit", status: 1, visibility: 4 },
  /** A configurable child: parentSku set, its own slug, the url_path of its parent (as the seeded index has it). */
  child: { sku: "SH-OXF-WHT-M", type_id: "simple", slug: "oxford-overhemd-wit-m", url_key: "oxford-overhemd-wit-m", url_path: "p/SH-OXF-WHT/oxford-overhemd-wit", parentSku: "SH-OXF-WHT", status: 1, visibility: 1 },
  grouped: { sku: "GR-SUIT", type_id: "grouped", slug: "pak-compleet", url_path: "p/GR-SUIT/pak-compleet", status: 1, visibility: 4 },
  disabled: { sku: "JA-FLD-BEI", type_id: "simple", slug: "veldjas-beige", url_path: "p/JA-FLD-BEI/veldjas-beige", status: 2, visibility: 4 },
  notVisible: { sku: "AC-SPARE", type_id: "simple", slug: "reserveknopen", url_path: "p/AC-SPARE/reserveknopen", status: 1, visibility: 1 },
} satisfies Record<string, ProductLookupResult>;

/** A category tree: two levels, a PAGE category and an inactive one. */
export const urlCategoryFixtures: RegistrableCategory[] = [
  {
    slug: "overhemden",
    url_key: "overhemden",
    url_path: "overhemden",
    display_mode: "PRODUCTS",
    is_active: true,
    children_data: [
      { slug: "overhemden-casual", url_key: "casual", url_path: "overhemden/casual", display_mode: "PRODUCTS", is_active: true },
      { slug: "overhemden-formeel", url_key: "formeel", url_path: "overhemden/formeel", display_mode: "PRODUCTS_AND_PAGE", is_active: true },
    ],
  },
  { slug: "lookbook", url_key: "lookbook", url_path: "lookbook", display_mode: "PAGE", is_active: true },
  { slug: "archief", url_key: "archief", url_path: "archief", display_mode: "PRODUCTS", is_active: false },
  { slug: "zonder-pad", url_key: "zonder-pad", url_path: null, display_mode: "PRODUCTS", is_active: true },
];

let nextRewriteId = 1;
const rewrite = (request_path: string, target_path: string, redirect_type: 0 | 301 | 302, entity_type: UrlRewrite["entity_type"], entity_id: number | null): UrlRewrite => ({
  url_rewrite_id: nextRewriteId++,
  request_path,
  target_path,
  redirect_type,
  entity_type,
  entity_id,
});

/** Rewrite and redirect records as the back end keeps them (request paths without slashes). */
export const urlRewriteFixtures = {
  product: rewrite("p/SH-OXF-WHT/oxford-overhemd-wit", "catalog/product/view/id/1001", 0, "product", 1001),
  /** A disabled product's path: the back end keeps the rewrite (apps/api writes one for every product with visibility ≠ 1). */
  disabledProduct: rewrite("p/JA-FLD-BEI/veldjas-beige", "catalog/product/view/id/1020", 0, "product", 1020),
  category: rewrite("overhemden/casual", "catalog/category/view/id/31", 0, "category", 31),
  oldProductUrl: rewrite("oxford-overhemd-wit.html", "p/SH-OXF-WHT/oxford-overhemd-wit", 301, "product", 1001),
  oldCategoryPrefix: rewrite("heren/overhemden", "overhemden", 301, "category", 3),
  campaign: rewrite("acties", "sale", 302, "custom", null),
  external: rewrite("merk", "https://brand.example.com/", 302, "custom", null),
} satisfies Record<string, UrlRewrite>;
