import { ContentBlocks, Lookbook, StoreLocator, type Coordinates } from "@shop/ui";
import { formatPrice } from "@shop/core";
import type { ContentBlock as StoryBlock, ShopTheLookBlock, StoreLocatorBlock } from "@shop/cms";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { contentBlocksOf } from "../../content/content-blocks-of";
import { lookbookLooksOf } from "../../content/lookbook-of";
import { storeLocationsOf } from "../../content/store-locations-of";
import { withCarouselSkus } from "../../content/carousel-skus";
import { NO_STORY_PRODUCTS, type StoryProducts } from "../../content/story-products";
import { imageUrlBuilder } from "../../shell/image-url";
import { hrefOf } from "../../shell/theme-props";

/** A story's body cut into runs: the content renderer's blocks, a lookbook (shop-the-look blocks), a store locator. */
type Run = { kind: "blocks"; blocks: StoryBlock[] } | { kind: "looks"; blocks: ShopTheLookBlock[] } | { kind: "stores"; block: StoreLocatorBlock };

function runsOf(body: readonly StoryBlock[]): Run[] {
  const runs: Run[] = [];
  for (const block of body) {
    const last = runs.at(-1);
    if (block.component === "store_locator") runs.push({ kind: "stores", block });
    else if (block.component === "shop_the_look") {
      if (last?.kind === "looks") last.blocks.push(block);
      else runs.push({ kind: "looks", blocks: [block] });
    } else if (last?.kind === "blocks") last.blocks.push(block);
    else runs.push({ kind: "blocks", blocks: [block] });
  }
  return runs;
}

/**
 * A content story's body blocks, with the shop's images, links and prices: the content
 * renderer's blocks, the lookbook for shop-the-look blocks and the store locator for a store
 * locator block, in the story's order.
 */
export function StoryBody({ blocks, products = NO_STORY_PRODUCTS, lookbookTitle }: { blocks: readonly StoryBlock[]; products?: StoryProducts; lookbookTitle?: string }) {
  const { config, view } = useShop();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const runs = useMemo(() => runsOf(blocks), [blocks]);
  return (
    <>
      {runs.map((run, index) => {
        const key = `${run.kind}-${index}`;
        if (run.kind === "stores") return <StoresRun key={key} block={run.block} />;
        if (run.kind === "looks") {
          const looks = lookbookLooksOf(run.blocks, products.products, (amount) => String(formatPrice(amount, view.i18n)));
          return <Lookbook key={key} looks={looks} imageUrl={imageUrl} {...(lookbookTitle !== undefined && { title: lookbookTitle })} />;
        }
        const uiBlocks = withCarouselSkus(
          contentBlocksOf(run.blocks, (link) => hrefOf(link, view, config)),
          products.carousels,
        );
        return <ContentBlocks key={key} blocks={uiBlocks} imageUrl={imageUrl} priceI18n={view.i18n} products={products.products} />;
      })}
    </>
  );
}

/** The store locator: the block's stores; 'Use my location' asks the browser for the position (nearest first). */
function StoresRun({ block }: { block: StoreLocatorBlock }) {
  const { view } = useShop();
  const stores = useMemo(() => storeLocationsOf(block, view.i18n.defaultLocale), [block, view.i18n.defaultLocale]);
  // A link may carry the search (/storelocator/?q=Utrecht); typing then stays in the page (no navigation per key).
  const [searchParams] = useSearchParams();
  const [origin, setOrigin] = useState<Coordinates | undefined>(undefined);
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating(false);
      },
      () => setLocating(false),
      { timeout: 10_000 },
    );
  };
  return <StoreLocator stores={stores} initialQuery={searchParams.get("q") ?? ""} onUseMyLocation={locate} locating={locating} {...(origin !== undefined && { origin })} />;
}
