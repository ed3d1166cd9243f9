import type { ImageBlock } from "./content-types";
import { ContentImage } from "./ContentImage";
import { ContentLink } from "./ContentLink";
import { safeImageSrc } from "./rules/content-image";

/** An image block at the §9 srcset widths, with an optional caption and link. */
export function ImageBlockView({ block }: { block: ImageBlock }) {
  if (!block.image || !safeImageSrc(block.image.filename)) return null;
  const image = <ContentImage className="shop-content-figure__image" image={block.image} />;
  return (
    <figure className="shop-content-figure" data-block="image">
      {block.href ? <ContentLink href={block.href}>{image}</ContentLink> : image}
      {block.caption ? <figcaption className="shop-content-figure__caption">{block.caption}</figcaption> : null}
    </figure>
  );
}
