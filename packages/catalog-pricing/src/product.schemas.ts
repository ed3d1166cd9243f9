import { z } from "zod";
import { flagSchema, idSchema, magentoDateSchema } from "./wire.schemas";

/** commerce-core.md §3 Product type_id. */
export const PRODUCT_TYPES = ["simple", "configurable", "grouped", "bundle", "virtual", "downloadable"] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** The stock a product document carries (commerce-core.md §3 "stock"). */
export const productStockSchema = z.looseObject({
  is_in_stock: z.boolean(),
  qty: z.number(),
  manage_stock: z.boolean(),
  product_id: z.number().int().optional(),
});

/** Price tiers per customer group; Magento's "all groups" id is 32000. */
export const tierPriceSchema = z.looseObject({
  customer_group_id: z.number().int().nonnegative(),
  qty: z.number().positive(),
  value: z.number().nonnegative(),
  extension_attributes: z.looseObject({ percentage_value: z.number().optional(), website_id: z.number().optional() }).optional(),
});
export type TierPrice = z.infer<typeof tierPriceSchema>;

const amount = z.number();
const optionalAmount = amount.nullable().optional();

/**
 * Every price of commerce-core.md §3 with its incl_tax and tax variants. Only `price` is
 * required: a back end that leaves tax to the client sends the rest partially.
 */
export const productPriceFields = {
  price: amount,
  price_incl_tax: amount.optional(),
  price_tax: amount.optional(),
  final_price: amount.optional(),
  final_price_incl_tax: amount.optional(),
  final_price_tax: amount.optional(),
  special_price: optionalAmount,
  special_price_incl_tax: optionalAmount,
  special_price_tax: optionalAmount,
  special_from_date: magentoDateSchema.optional(),
  special_to_date: magentoDateSchema.optional(),
  regular_price: amount.optional(),
  regular_price_incl_tax: amount.optional(),
  regular_price_tax: amount.optional(),
  original_price: amount.optional(),
  original_price_incl_tax: amount.optional(),
  original_price_tax: amount.optional(),
  tier_prices: z.array(tierPriceSchema).optional(),
};

/**
 * The price fields a back end that calculates tax server side (ours) always sends
 * (commerce-core.md §4 "Tax calculation is skipped when done server side").
 */
export const serverPriceFields = {
  price_incl_tax: amount,
  price_tax: amount,
  final_price: amount,
  final_price_incl_tax: amount,
  final_price_tax: amount,
  regular_price: amount,
  regular_price_incl_tax: amount,
  original_price: amount,
  original_price_incl_tax: amount,
};

/** An image of media_gallery; `vid` is set for videos. */
export const mediaGalleryItemSchema = z.looseObject({
  image: z.string().min(1),
  pos: z.number().int().optional(),
  typ: z.enum(["image", "video"]).optional(),
  lab: z.string().nullable().optional(),
  vid: z.looseObject({ url: z.string(), title: z.string().optional(), video_id: z.string().optional() }).nullable().optional(),
});

/** A configurable child (commerce-core.md §3: sku, id, status, stock, custom_attributes, prices, image, color, size). */
export const configurableChildSchema = z.looseObject({
  id: z.number().int(),
  sku: z.string().min(1),
  name: z.string().optional(),
  status: z.number().int().optional(),
  visibility: z.number().int().optional(),
  image: z.string().optional(),
  stock: productStockSchema.optional(),
  custom_attributes: z.array(z.looseObject({ attribute_code: z.string(), value: z.unknown() })).optional(),
  color_ois: idSchema.optional(),
  size_ois: idSchema.optional(),
  tax_class_id: idSchema.optional(),
  ...productPriceFields,
});
export type ConfigurableChild = z.infer<typeof configurableChildSchema>;

export const configurableOptionValueSchema = z.looseObject({
  value_index: z.number().int(),
  label: z.string(),
});

export const configurableOptionSchema = z.looseObject({
  id: z.number().int().optional(),
  attribute_id: idSchema,
  attribute_code: z.string().min(1),
  label: z.string(),
  position: z.number().int().optional(),
  values: z.array(configurableOptionValueSchema),
});
export type ConfigurableOption = z.infer<typeof configurableOptionSchema>;

export const bundleProductLinkSchema = z.looseObject({
  id: z.union([z.number().int(), z.string()]),
  sku: z.string().min(1),
  /** Any number: "A quantity below 0 is ignored in totals" (commerce-core.md §4) is the price rule's (`sumPrices`). */
  qty: z.number(),
  is_default: z.boolean(),
  position: z.number().int().optional(),
  can_change_quantity: z.number().int().optional(),
  price: z.number().nullable().optional(),
});

export const bundleOptionSchema = z.looseObject({
  option_id: z.number().int(),
  title: z.string(),
  required: z.boolean().optional(),
  type: z.enum(["select", "radio", "checkbox", "multi"]).optional(),
  position: z.number().int().optional(),
  sku: z.string().optional(),
  product_links: z.array(bundleProductLinkSchema),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

/** commerce-core.md §4: fixed adds the amount, percent adds that percentage of the price. */
export const priceTypeSchema = z.enum(["fixed", "percent"]);
export type PriceType = z.infer<typeof priceTypeSchema>;

export const customOptionValueSchema = z.looseObject({
  option_type_id: z.number().int(),
  title: z.string(),
  price: z.number(),
  price_type: priceTypeSchema,
  sort_order: z.number().int().optional(),
  sku: z.string().nullable().optional(),
});

export const customOptionSchema = z.looseObject({
  option_id: z.number().int(),
  title: z.string(),
  type: z.enum(["field", "area", "drop_down", "radio", "checkbox", "multiple", "date", "date_time", "time", "file"]),
  is_require: z.boolean(),
  sort_order: z.number().int().optional(),
  /** Field and area options carry their price on the option itself. */
  price: z.number().optional(),
  price_type: priceTypeSchema.optional(),
  max_characters: z.number().int().optional(),
  values: z.array(customOptionValueSchema).optional(),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

export const productLinkSchema = z.looseObject({
  sku: z.string().optional(),
  link_type: z.string().min(1),
  linked_product_sku: z.string().min(1),
  linked_product_type: z.string().optional(),
  position: z.number().int().optional(),
  /** Any number, as for bundle links: a quantity below 0 is the price rule's to ignore (commerce-core.md §4). */
  qty: z.number().optional(),
  is_default: z.boolean().optional(),
  extension_attributes: z.looseObject({ qty: z.number().optional() }).optional(),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

/** presentation-content.md §3: type 1 listing, 2 product page; position codes 0, 2, 6, 8. */
export const productLabelSchema = z.looseObject({
  label_id: z.number().int().optional(),
  type: z.union([z.literal(1), z.literal(2)]),
  position: z.number().int(),
  label_text: z.string(),
  label_background_color: z.string(),
  label_text_color: z.string(),
});
export type ProductLabel = z.infer<typeof productLabelSchema>;

const configurableItemOptionSchema = z.looseObject({
  option_id: z.union([z.string(), z.number()]),
  option_value: z.union([z.string(), z.number()]),
  label: z.string().optional(),
  value: z.string().optional(),
});
const customItemOptionSchema = z.looseObject({
  option_id: z.union([z.string(), z.number()]),
  option_value: z.union([z.string(), z.number()]),
});
const bundleItemOptionSchema = z.looseObject({
  option_id: z.union([z.string(), z.number()]),
  option_qty: z.number(),
  option_selections: z.array(z.union([z.string(), z.number()])),
});

/** The chosen options of a product or cart item (commerce-core.md §3 product_option.extension_attributes). */
export const productOptionSchema = z.looseObject({
  extension_attributes: z.looseObject({
    custom_options: z.array(customItemOptionSchema).optional(),
    configurable_item_options: z.array(configurableItemOptionSchema).optional(),
    bundle_options: z.array(bundleItemOptionSchema).optional(),
  }),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A category reference inside a product document. */
export const productCategorySchema = z.looseObject({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string().optional(),
  path: z.string().optional(),
});

/**
 * A product document as the catalogue search returns it (commerce-core.md §3 Product).
 * Loose: a Magento-kind index sends many more attributes (all `*_ois` garment attributes).
 */
export const productSchema = z.looseObject({
  id: z.number().int(),
  sku: z.string().min(1),
  name: z.string(),
  type_id: productTypeSchema,
  /** 1 enabled; 2 or more disabled (commerce-core.md §3). */
  status: z.number().int(),
  visibility: z.number().int().min(1).max(4),
  tax_class_id: idSchema.optional(),
  parentSku: z.string().optional(),
  parentId: z.number().int().optional(),
  slug: z.string().optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  qty: z.number().optional(),
  image: z.string().optional(),
  small_image: z.string().optional(),
  thumbnail: z.string().optional(),
  media_gallery: z.array(mediaGalleryItemSchema).optional(),
  description: z.string().optional(),
  short_description: z.string().optional(),
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  stock: productStockSchema.optional(),
  category_ids: z.array(idSchema).optional(),
  category: z.array(productCategorySchema).optional(),
  configurable_children: z.array(configurableChildSchema).optional(),
  configurable_options: z.array(configurableOptionSchema).optional(),
  bundle_options: z.array(bundleOptionSchema).optional(),
  custom_options: z.array(customOptionSchema).optional(),
  product_links: z.array(productLinkSchema).optional(),
  product_labels: z.array(productLabelSchema).optional(),
  product_option: productOptionSchema.optional(),
  new: flagSchema.optional(),
  sale: flagSchema.optional(),
  color_ois: idSchema.optional(),
  size_ois: idSchema.optional(),
  brand_ois: idSchema.optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  price_is_current: z.boolean().optional(),
  price_refreshed_at: z.string().optional(),
  ...productPriceFields,
});
export type Product = z.infer<typeof productSchema>;

/** A product from a back end that prices server side: every incl_tax variant is present. */
export const serverPricedProductSchema = productSchema.extend({
  ...serverPriceFields,
  configurable_children: z.array(configurableChildSchema.extend(serverPriceFields)).optional(),
});
export type ServerPricedProduct = z.infer<typeof serverPricedProductSchema>;
