import { z } from "zod";
import { plainTextSchema, safeUrlSchema } from "./safe-text";

/** A story's uuid as a content relation or link target names it. */
export const storyUuidSchema = z.string().regex(/^[a-zA-Z0-9-]{8,64}$/, "must be a story uuid");

/**
 * A content link (presentation-content.md §3 "Link: url or cached_url"), in the content
 * service's three kinds:
 * - `url`: an address; one starting with http is external (new tab, rel noopener), any other an
 *   internal localized route (§2 Content links);
 * - `story`: another story, `id` its uuid and `cached_url` its full slug (the internal route);
 * - `email`: a mailto link.
 * Every address passes `isSafeUrl`: no javascript:, data: or protocol-relative URL.
 */
export const contentLinkSchema = z.discriminatedUnion("linktype", [
  z.strictObject({
    linktype: z.literal("url"),
    url: safeUrlSchema,
    cached_url: safeUrlSchema.optional(),
    target: z.enum(["_blank", "_self"]).optional(),
  }),
  z.strictObject({
    linktype: z.literal("story"),
    id: storyUuidSchema,
    cached_url: safeUrlSchema,
    url: safeUrlSchema.optional(),
  }),
  z.strictObject({
    linktype: z.literal("email"),
    email: z.email().max(254),
    url: safeUrlSchema.optional(),
  }),
]);
export type ContentLink = z.infer<typeof contentLinkSchema>;

/**
 * An image (or, in menu tiles, a .webm/.mp4 video) of the content service (§3 "Image asset:
 * filename, alt"). `filename` is an absolute http(s) URL or a path on the api's host
 * (`/img/…`, `/content-assets/…`).
 */
export const imageAssetSchema = z.strictObject({
  filename: safeUrlSchema.refine((url) => !/^(mailto|tel):/i.test(url.trim()), "an asset is an http(s) URL or a path"),
  alt: plainTextSchema.max(300),
  /** Focus point of a crop, "x:y" in pixels of the original, when set. */
  focus: z.string().regex(/^\d+x\d+:\d+x\d+$/).optional(),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

/** A labelled link: footer columns, menu items, usp messages, copyright items. */
export const labelledLinkSchema = z.strictObject({
  label: plainTextSchema.min(1).max(200),
  link: contentLinkSchema,
});
export type LabelledLink = z.infer<typeof labelledLinkSchema>;
