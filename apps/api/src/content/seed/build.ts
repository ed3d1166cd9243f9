import { createHash } from "node:crypto";
import type { ContentLink, ImageAsset, RichText, RichTextBlock, RichTextInline } from "@shop/cms";
import { contentAssetPath, type AssetFormat } from "../asset-routes";

/** A story's uuid from its full slug: the same on every machine and every seed. */
export function seedUuid(fullSlug: string): string {
  const hex = createHash("sha1").update(`content:${fullSlug}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Component uids numbered within one story (`{prefix}-1`, `{prefix}-2`…): stable across seeds. */
export function uidMaker(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

/** An internal link: a store-less path the storefront localizes (presentation-content.md §2 Content links). */
export const internal = (path: string): ContentLink => ({ linktype: "url", url: path });
export const external = (url: string): ContentLink => ({ linktype: "url", url, target: "_blank" });

/** A product image of the catalogue (GET /img/{sku}.svg). */
export const productAsset = (sku: string, alt: string): ImageAsset => ({ filename: `/img/${sku}.svg`, alt });
/** A generated content image (GET /content-assets/{theme}-{format}.svg). */
export const contentAsset = (theme: string, format: AssetFormat, alt: string): ImageAsset => ({ filename: contentAssetPath(theme, format), alt });

const inline = (text: string): RichTextInline[] => [{ type: "text", text }];
export const paragraph = (text: string): RichTextBlock => ({ type: "paragraph", content: inline(text) });
export const heading = (text: string, level: 2 | 3 = 2): RichTextBlock => ({ type: "heading", attrs: { level }, content: inline(text) });
export const bullets = (items: string[]): RichTextBlock => ({ type: "bullet_list", content: items.map((item) => ({ type: "list_item", content: [paragraph(item)] })) });
/** A paragraph with a link in it: `before`, the linked `label`, `after`. */
export const linkedParagraph = (before: string, label: string, href: string, after = ""): RichTextBlock => ({
  type: "paragraph",
  content: [
    ...(before === "" ? [] : inline(before)),
    { type: "text", text: label, marks: [{ type: "link", attrs: { href, linktype: "url" } }] },
    ...(after === "" ? [] : inline(after)),
  ],
});
export const doc = (...content: RichTextBlock[]): RichText => ({ type: "doc", content });
