import { z } from "zod";
import { componentUidSchema } from "./blocks.schemas";
import { contentLinkSchema, imageAssetSchema, labelledLinkSchema } from "./link.schemas";
import { plainTextSchema } from "./safe-text";

const name = plainTextSchema.min(1).max(200);

/** Header content (presentation-content.md §3): the contact icon's customer service link. */
export const headerContentSchema = z.strictObject({
  component: z.literal("header"),
  _uid: componentUidSchema,
  customerServiceLink: contentLinkSchema,
});

/** The payment icons the footer shows (§2 Footer: iDEAL, Visa, Mastercard, Riverty). */
export const PAYMENT_ICONS = ["ideal", "visa", "mastercard", "riverty"] as const;

/** Footer content (§3): newsletter block, link columns, payment icons, copyright items with optional links. */
export const footerContentSchema = z.strictObject({
  component: z.literal("footer"),
  _uid: componentUidSchema,
  newsletterTitle: name,
  newsletterSubtitle: plainTextSchema.max(500),
  linkColumns: z.array(z.strictObject({ _uid: componentUidSchema, title: name, links: z.array(labelledLinkSchema).max(20) })).max(6),
  paymentIcons: z.array(z.enum(PAYMENT_ICONS)).max(PAYMENT_ICONS.length),
  copyrightFields: z.array(z.strictObject({ _uid: componentUidSchema, text: name, link: contentLinkSchema.optional() })).max(10),
});

/** A promo tile of a menu panel (§2 Header): an image or a .webm/.mp4 video, with an optional button. */
export const menuTileSchema = z.strictObject({
  asset: imageAssetSchema,
  title: plainTextSchema.max(200).optional(),
  buttonText: plainTextSchema.max(80).optional(),
  buttonLink: contentLinkSchema.optional(),
  displayOverlay: z.boolean(),
});
export type MenuTile = z.infer<typeof menuTileSchema>;

/** A column of a menu panel: its links and an optional 'show all' link. */
export const menuColumnSchema = z.strictObject({
  _uid: componentUidSchema,
  name,
  menuItems: z.array(z.strictObject({ _uid: componentUidSchema, name, link: contentLinkSchema })).max(30),
  showAllLink: labelledLinkSchema.optional(),
});
export type MenuColumn = z.infer<typeof menuColumnSchema>;

/**
 * Menu content (§3): the top-level categories; hovering one opens its columns (at most six,
 * §2 "Maximum six fade columns") and the cta tile, shown only with fewer than 5 columns (§9).
 */
export const menuContentSchema = z.strictObject({
  component: z.literal("menu"),
  _uid: componentUidSchema,
  topLevelCategories: z
    .array(
      z.strictObject({
        _uid: componentUidSchema,
        name,
        clickable: z.boolean(),
        link: contentLinkSchema,
        columns: z.array(menuColumnSchema).max(6),
        cta: menuTileSchema.optional(),
      }),
    )
    .max(20),
});
export type MenuContent = z.infer<typeof menuContentSchema>;

/** A usp bar message (§2 Usp bar): bold label, normal label, optional link and icon. */
export const uspMessageSchema = z.strictObject({
  _uid: componentUidSchema,
  boldLabel: plainTextSchema.max(80),
  label: plainTextSchema.max(200),
  link: contentLinkSchema.optional(),
  icon: z.enum(["truck", "return", "store", "star", "gift", "lock"]).optional(),
});
export type UspMessage = z.infer<typeof uspMessageSchema>;

export const uspBarContentSchema = z.strictObject({
  component: z.literal("usp_bar"),
  _uid: componentUidSchema,
  messages: z.array(uspMessageSchema).min(1).max(10),
});

/** The search panel's content: popular searches and quick links. */
export const searchContentSchema = z.strictObject({
  component: z.literal("search"),
  _uid: componentUidSchema,
  popularSearchesTitle: plainTextSchema.max(120),
  popularSearches: z.array(plainTextSchema.min(1).max(80)).max(12),
  quickLinks: z.array(labelledLinkSchema).max(12),
});

export type HeaderContent = z.infer<typeof headerContentSchema>;
export type FooterContent = z.infer<typeof footerContentSchema>;
export type UspBarContent = z.infer<typeof uspBarContentSchema>;
export type SearchContent = z.infer<typeof searchContentSchema>;
