import type { ListingProduct } from "@shop/search";
import type { CardProduct } from "@shop/ui";

/** A listing's or recommendation's product (@shop/search) as @shop/ui's product card takes it. */
export function cardOfListingProduct(product: ListingProduct): CardProduct {
  return {
    sku: product.sku,
    ...(product.parentSku !== undefined && { parentSku: product.parentSku }),
    title: product.title,
    link: product.link,
    image: product.image,
    price: product.price,
    stock: product.stock,
    ...(product.configurable_options !== undefined && { configurable_options: product.configurable_options }),
  };
}
