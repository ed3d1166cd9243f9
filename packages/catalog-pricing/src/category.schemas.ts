import { z } from "zod";
import { flagSchema } from "./wire.schemas";

/** A node of `children_data`: the category tree below a category, as deep as the index has it. */
export interface CategoryTreeNode {
  id: number;
  name?: string | undefined;
  url_key?: string | undefined;
  url_path?: string | undefined;
  slug?: string | undefined;
  is_active?: boolean | undefined;
  position?: number | undefined;
  level?: number | undefined;
  product_count?: number | undefined;
  children_data?: CategoryTreeNode[] | undefined;
  [key: string]: unknown;
}

export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z.looseObject({
  id: z.number().int(),
  name: z.string().optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  is_active: flagSchema.optional(),
  position: z.number().int().optional(),
  level: z.number().int().optional(),
  product_count: z.number().int().optional(),
  get children_data() {
    return z.array(categoryTreeNodeSchema).optional();
  },
});

/** Magento's display modes; a PAGE category gets no category URL (commerce-core.md §2). */
export const categoryDisplayModeSchema = z.enum(["PRODUCTS", "PAGE", "PRODUCTS_AND_PAGE"]);

/** commerce-core.md §3 Category. */
export const categorySchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int(),
  parent_ids: z.array(z.number().int()).optional(),
  level: z.number().int(),
  /** Ids from the tree root down to this category, "1/2/3". */
  path: z.string().regex(/^\d+(\/\d+)*$/, 'must be ids joined by "/"'),
  position: z.number().int(),
  product_count: z.number().int().nonnegative(),
  is_active: flagSchema,
  include_in_menu: flagSchema.optional(),
  display_mode: categoryDisplayModeSchema.optional(),
  url_key: z.string(),
  url_path: z.string(),
  slug: z.string(),
  children_count: z.number().int().nonnegative(),
  children_data: z.array(categoryTreeNodeSchema).optional(),
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
});
export type Category = z.infer<typeof categorySchema>;
