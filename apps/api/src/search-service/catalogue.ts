import type { StoreView } from "@shop/core";
import type { Queryable } from "../db/database";

/** An attribute of the index: its label and option labels by value (brand_ois 300 → "Van Dijk Tailoring"). */
export interface AttributeLabels {
  label: string;
  options: Map<string, string>;
}

export interface CategoryDoc {
  id: number;
  name: string;
  parent_id: number;
  level: number;
  position: number;
  product_count: number;
  is_active: boolean;
  include_in_menu: boolean;
  display_mode: string;
  url_path: string;
  slug: string;
}

/** What the service reads of the catalogue besides products: attribute labels and the categories, per store view. */
export interface CatalogueContext {
  view: StoreView;
  index: string;
  attributes: Map<string, AttributeLabels>;
  categories: Map<number, CategoryDoc>;
}

export async function catalogueContext(db: Queryable, view: StoreView): Promise<CatalogueContext> {
  const index = view.search.index;
  const rows = await db.query<{ entity_type: string; doc: Record<string, unknown> }>(
    "SELECT entity_type, doc FROM catalog_document WHERE index_name = $1 AND entity_type IN ('attribute', 'category')",
    [index],
  );
  const attributes = new Map<string, AttributeLabels>();
  const categories = new Map<number, CategoryDoc>();
  for (const { entity_type, doc } of rows) {
    if (entity_type === "attribute") {
      const options = new Map<string, string>();
      for (const option of (doc.options as { label: string; value: string }[] | undefined) ?? []) options.set(String(option.value), option.label);
      attributes.set(String(doc.attribute_code), { label: String(doc.frontend_label ?? doc.attribute_code), options });
    } else {
      const category = doc as unknown as CategoryDoc;
      categories.set(category.id, category);
    }
  }
  return { view, index, attributes, categories };
}

/** The store view's url prefix ("" for nl, "/en"…) before a shop path. */
export const localPath = (view: StoreView, path: string) => `${view.url}${path.startsWith("/") ? path : `/${path}`}`;

/** An option's label, else its value. */
export const optionLabel = (context: CatalogueContext, code: string, value: unknown) =>
  value === null || value === undefined ? null : (context.attributes.get(code)?.options.get(String(value)) ?? String(value));

/** A category is listed when it is active and lists products (commerce-core.md §5; PAGE categories are content). */
export const isListedCategory = (category: CategoryDoc | undefined): category is CategoryDoc => category !== undefined && category.is_active && category.display_mode !== "PAGE";
