import { ContentBlocks, type ContentProducts } from "@shop/ui";
import type { ContentBlock as StoryBlock } from "@shop/cms";
import { useMemo } from "react";
import { useShop } from "../../app/shop-context";
import { contentBlocksOf } from "../../content/content-blocks-of";
import { imageUrlBuilder } from "../../shell/image-url";
import { hrefOf } from "../../shell/theme-props";

/** A content story's body blocks, with the shop's images, links and prices. */
export function StoryBody({ blocks, products }: { blocks: readonly StoryBlock[]; products?: ContentProducts }) {
  const { config, view } = useShop();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const uiBlocks = useMemo(() => contentBlocksOf(blocks, (link) => hrefOf(link, view, config)), [blocks, view, config]);
  return <ContentBlocks blocks={uiBlocks} imageUrl={imageUrl} priceI18n={view.i18n} {...(products !== undefined && { products })} />;
}
