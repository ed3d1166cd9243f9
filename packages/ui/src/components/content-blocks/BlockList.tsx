import type { ContentBlock } from "./content-types";
import { CategoryTilesBlockView } from "./CategoryTilesBlockView";
import { HeroBlockView } from "./HeroBlockView";
import { ImageBlockView } from "./ImageBlockView";
import { ProductCarouselBlockView } from "./ProductCarouselBlockView";
import { Skipped } from "./Skipped";
import { TextBlockView } from "./TextBlockView";

function BlockView({ block }: { block: ContentBlock }) {
  switch (block.component) {
    case "hero":
      return <HeroBlockView block={block} />;
    case "categoryTiles":
      return <CategoryTilesBlockView block={block} />;
    case "productCarousel":
      return <ProductCarouselBlockView block={block} />;
    case "text":
      return <TextBlockView block={block} />;
    case "image":
      return <ImageBlockView block={block} />;
    default: {
      const name: unknown = (block as { component?: unknown }).component;
      return <Skipped kind="block" name={typeof name === "string" ? name : typeof name} />;
    }
  }
}

/** The blocks in order; an unknown one renders nothing. */
export function BlockList({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === "object" && block !== null ? <BlockView key={typeof block.id === "string" && block.id ? block.id : index} block={block} /> : null,
      )}
    </>
  );
}
