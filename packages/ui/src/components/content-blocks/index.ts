export { ContentBlocks, type ContentBlocksProps } from "./ContentBlocks";
export { RichText, type RichTextProps } from "./RichText";
export { ContentLink, type ContentLinkProps } from "./ContentLink";
export { ContentImage, ResponsiveImage, type ContentImageProps, type ResponsiveImageProps } from "./ContentImage";
export type { ContentOptions } from "./content-context";
export {
  type ImageAsset,
  type RichTextNode,
  type RichTextNodeType,
  type RichTextMarkType,
  type ContentBlock,
  type ContentBlockName,
  type HeroBlock,
  type CategoryTile,
  type CategoryTilesBlock,
  type ProductCarouselBlock,
  type TextBlock,
  type ImageBlock,
  type UnknownContent,
  type ContentProducts,
} from "./content-types";
export { contentLink, type ContentLink as ContentLinkTarget, type ContentLinkOptions, type LocalizeHref } from "./rules/content-link";
export { contentSrcSet, safeImageSrc, CONTENT_IMAGE_SRCSET_WIDTHS, BLOG_IMAGE_SRCSET_WIDTHS } from "./rules/content-image";
export { carouselProducts } from "./rules/carousel-products";
