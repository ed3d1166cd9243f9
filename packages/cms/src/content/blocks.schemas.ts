import { z } from "zod";
import { contentLinkSchema, imageAssetSchema } from "./link.schemas";
import { richTextSchema } from "./rich-text.schemas";
import { plainTextSchema } from "./safe-text";

/** Every component of a story carries a `_uid` (unique within the story, for the live editor). */
export const componentUidSchema = z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "must be a component uid");

const title = plainTextSchema.min(1).max(200);
const skuSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a product sku");

/** Hero: a large image with a separate desktop and mobile asset, a title and an optional button. */
export const heroBlockSchema = z.strictObject({
  component: z.literal("hero"),
  _uid: componentUidSchema,
  title,
  subtitle: plainTextSchema.max(500).optional(),
  desktopAsset: imageAssetSchema,
  mobileAsset: imageAssetSchema,
  buttonText: plainTextSchema.max(80).optional(),
  link: contentLinkSchema.optional(),
});

/** Category tiles: a row of image tiles, each linking to a category or page. */
export const categoryTilesBlockSchema = z.strictObject({
  component: z.literal("category_tiles"),
  _uid: componentUidSchema,
  title: title.optional(),
  tiles: z
    .array(z.strictObject({ _uid: componentUidSchema, title, asset: imageAssetSchema, link: contentLinkSchema }))
    .min(1)
    .max(12),
});

/**
 * A product carousel fed by skus: the client loads these products (in stock, presentation-content.md
 * §7 "Product lists for carousels … size = limit (default 10)").
 */
export const productCarouselBlockSchema = z.strictObject({
  component: z.literal("product_carousel"),
  _uid: componentUidSchema,
  title,
  skus: z.array(skuSchema).min(1).max(50),
  limit: z.number().int().min(1).max(50).optional(),
});

/** Text: a rich text field (structured, never HTML). */
export const textBlockSchema = z.strictObject({
  component: z.literal("text"),
  _uid: componentUidSchema,
  text: richTextSchema,
});

/** An image with an optional caption and link. */
export const imageBlockSchema = z.strictObject({
  component: z.literal("image"),
  _uid: componentUidSchema,
  asset: imageAssetSchema,
  caption: plainTextSchema.max(300).optional(),
  link: contentLinkSchema.optional(),
});

/** A product marked on a shop-the-look image: x and y in percent of the image's width and height. */
export const hotspotSchema = z.strictObject({
  _uid: componentUidSchema,
  sku: skuSchema,
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  label: plainTextSchema.max(120).optional(),
});
export type Hotspot = z.infer<typeof hotspotSchema>;

/** Shop the look (the lookbook's block): an image with hotspots linking to products. */
export const shopTheLookBlockSchema = z.strictObject({
  component: z.literal("shop_the_look"),
  _uid: componentUidSchema,
  title: title.optional(),
  description: plainTextSchema.max(1000).optional(),
  asset: imageAssetSchema,
  hotspots: z.array(hotspotSchema).min(1).max(20),
});

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");

/** Opening hours of one day: opens and closes ("HH:MM", the store's local time), or closed. */
export const openingHoursSchema = z.discriminatedUnion("closed", [
  z.strictObject({ day: z.enum(WEEKDAYS), closed: z.literal(false), opens: clockTime, closes: clockTime }),
  z.strictObject({ day: z.enum(WEEKDAYS), closed: z.literal(true) }),
]);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A store of the store locator. */
export const storeLocationSchema = z.strictObject({
  _uid: componentUidSchema,
  name: title,
  address: z.strictObject({
    street: plainTextSchema.min(1).max(120),
    houseNumber: plainTextSchema.min(1).max(20),
    postcode: plainTextSchema.min(1).max(20),
    city: plainTextSchema.min(1).max(80),
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  phone: z.string().regex(/^\+?[0-9 ()-]{6,20}$/).optional(),
  email: z.email().max(254).optional(),
  /** One entry per weekday, Monday first. */
  openingHours: z.array(openingHoursSchema).length(7),
  coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type StoreLocation = z.infer<typeof storeLocationSchema>;

/** The store locator list. */
export const storeLocatorBlockSchema = z.strictObject({
  component: z.literal("store_locator"),
  _uid: componentUidSchema,
  title,
  stores: z.array(storeLocationSchema).min(1).max(200),
});

/** The blocks a page's or article's body holds. */
export const contentBlockSchema = z.discriminatedUnion("component", [
  heroBlockSchema,
  categoryTilesBlockSchema,
  productCarouselBlockSchema,
  textBlockSchema,
  imageBlockSchema,
  shopTheLookBlockSchema,
  storeLocatorBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type HeroBlock = z.infer<typeof heroBlockSchema>;
export type CategoryTilesBlock = z.infer<typeof categoryTilesBlockSchema>;
export type ProductCarouselBlock = z.infer<typeof productCarouselBlockSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type ShopTheLookBlock = z.infer<typeof shopTheLookBlockSchema>;
export type StoreLocatorBlock = z.infer<typeof storeLocatorBlockSchema>;

export const bodySchema = z.array(contentBlockSchema).max(100);
