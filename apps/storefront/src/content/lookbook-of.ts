import type { ShopTheLookBlock } from "@shop/cms";
import { priceDisplay, type CardProduct, type LookbookLook } from "@shop/ui";

/**
 * The shop-the-look blocks (@shop/cms) as @shop/ui's lookbook looks: each hotspot with its
 * product's title, link, shown price (`formatAmount`: the store view's price format) and first
 * image. A hotspot whose product was not found (unknown, disabled) is left out; a look with
 * none left keeps its picture.
 */
export function lookbookLooksOf(blocks: readonly ShopTheLookBlock[], products: Readonly<Record<string, CardProduct>>, formatAmount: (amount: number) => string): LookbookLook[] {
  return blocks.map((block) => ({
    id: block._uid,
    ...(block.title !== undefined && { title: block.title }),
    image: block.asset,
    hotspots: block.hotspots.flatMap((spot) => {
      const product = Object.hasOwn(products, spot.sku) ? products[spot.sku] : undefined;
      if (product === undefined) return [];
      const image = product.image[0];
      return [
        {
          id: spot._uid,
          x: spot.x,
          y: spot.y,
          product: {
            title: spot.label ?? product.title,
            href: product.link,
            // The amount paid: the special price when it counts (@shop/ui priceDisplay, the card's own rule).
            price: formatAmount(priceDisplay(product.price).current),
            ...(image !== undefined && { image: { filename: image.src, alt: image.alt ?? product.title } }),
          },
        },
      ];
    }),
  }));
}
