import type { CardProduct } from "../product-card/product-card.types";

/**
 * The presentational content model of @shop/ui (presentation-content.md §3 story, image asset,
 * link): what a content service's wire schema is mapped onto (by @shop/cms) before it is
 * rendered. Rich text is a tree of nodes rendered as React elements; no field is ever HTML.
 */

/** §3 image asset: a file name (URL) and its alt text. */
export interface ImageAsset {
  filename: string;
  alt?: string;
}

/** Inline formatting: each wraps its children in one element (strong, em, u, s, code). */
export type RichTextMarkType = "bold" | "italic" | "underline" | "strike" | "code";

export interface RichTextText {
  type: "text";
  text: string;
}
export interface RichTextMark {
  type: RichTextMarkType;
  children: readonly RichTextNode[];
}
/** §3 link: the address is the link's url, else its cached_url (the mapper picks one). */
export interface RichTextLink {
  type: "link";
  href: string;
  children: readonly RichTextNode[];
}
export interface RichTextParagraph {
  type: "paragraph" | "quote" | "listItem";
  children: readonly RichTextNode[];
}
export interface RichTextHeading {
  type: "heading";
  /** 1–6; rendered 2–6 (the page's title is its only h1). */
  level: number;
  children: readonly RichTextNode[];
}
export interface RichTextList {
  type: "list";
  ordered?: boolean;
  children: readonly RichTextNode[];
}
export interface RichTextVoid {
  type: "lineBreak" | "rule";
}
/** Blocks placed inside rich text (a content service's embedded components). */
export interface RichTextBlocks {
  type: "blocks";
  blocks: readonly ContentBlock[];
}

export type RichTextNode = RichTextText | RichTextMark | RichTextLink | RichTextParagraph | RichTextHeading | RichTextList | RichTextVoid | RichTextBlocks;
export type RichTextNodeType = RichTextNode["type"];

/** Hero (§2 blog page and home): a desktop asset and an optional mobile one. */
export interface HeroBlock {
  component: "hero";
  id: string;
  title?: string;
  subtitle?: string;
  desktopAsset: ImageAsset;
  mobileAsset?: ImageAsset;
  buttonText?: string;
  buttonHref?: string;
}

export interface CategoryTile {
  title: string;
  href: string;
  image: ImageAsset;
}
export interface CategoryTilesBlock {
  component: "categoryTiles";
  id: string;
  title?: string;
  tiles: readonly CategoryTile[];
}

/** A product carousel fed by skus; the products come from the app (`ContentOptions.products`). */
export interface ProductCarouselBlock {
  component: "productCarousel";
  id: string;
  title: string;
  skus: readonly string[];
}

export interface TextBlock {
  component: "text";
  id: string;
  body: readonly RichTextNode[];
}

export interface ImageBlock {
  component: "image";
  id: string;
  image: ImageAsset;
  caption?: string;
  href?: string;
}

export type ContentBlock = HeroBlock | CategoryTilesBlock | ProductCarouselBlock | TextBlock | ImageBlock;
export type ContentBlockName = ContentBlock["component"];

/** What the renderer met and skipped: a block or node it does not know, or a refused link. */
export interface UnknownContent {
  kind: "block" | "node" | "link";
  name: string;
}

export type ContentProducts = Readonly<Record<string, CardProduct>>;
