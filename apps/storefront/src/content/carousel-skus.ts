import type { ContentBlock } from "@shop/ui";
import type { StoryProducts } from "./story-products";

/** The carousels show the products the loader chose (§7: in stock, newest first, at most the limit), not every sku the editor named. */
export function withCarouselSkus(blocks: readonly ContentBlock[], carousels: StoryProducts["carousels"]): ContentBlock[] {
  return blocks.map((block) => (block.component === "productCarousel" && Object.hasOwn(carousels, block.id) ? { ...block, skus: carousels[block.id] ?? [] } : block));
}
