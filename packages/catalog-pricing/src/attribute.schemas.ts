import { z } from "zod";
import { flagSchema } from "./wire.schemas";

/** An option of a select attribute; Magento sends the value as a string id. */
export const attributeOptionSchema = z.looseObject({
  label: z.string(),
  value: z.string(),
  sort_order: z.number().int().optional(),
});
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

/** commerce-core.md §3 Attribute. */
export const attributeSchema = z.looseObject({
  attribute_id: z.number().int(),
  attribute_code: z.string().min(1),
  frontend_input: z.string().optional(),
  frontend_label: z.string().nullable().optional(),
  default_frontend_label: z.string().optional(),
  is_comparable: flagSchema,
  is_user_defined: flagSchema,
  is_visible: flagSchema,
  is_visible_on_front: flagSchema.optional(),
  is_filterable: flagSchema.optional(),
  position: z.number().int().optional(),
  options: z.array(attributeOptionSchema),
});
export type Attribute = z.infer<typeof attributeSchema>;
