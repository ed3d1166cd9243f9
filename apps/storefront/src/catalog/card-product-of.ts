import type { ConfigurableChild, Product } from "@shop/catalog-pricing";
import type { ShopConfig, StoreView } from "@shop/core";
import type { CardProduct, ConfigurableChildSizes } from "@shop/ui";
import { productLink } from "@shop/url-resolver";

type CardImage = CardProduct["image"][number];

/**
 * The card's images (presentation-content.md §3 "image (list of src …)"): the main image, then
 * the gallery's images in their position order, each once; videos are left out (a card shows
 * pictures only). Paths stay as the catalogue gives them: the card's image builder makes URLs.
 */
export function cardImagesOf(product: Pick<Product, "image" | "media_gallery" | "name">): CardImage[] {
  const gallery = [...(product.media_gallery ?? [])]
    .filter((item) => item.typ !== "video" && item.vid == null)
    .sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0))
    .map((item) => ({ src: item.image, alt: item.lab ?? product.name }));
  const all = product.image !== undefined && product.image !== "" ? [{ src: product.image, alt: product.name }, ...gallery] : gallery;
  const seen = new Set<string>();
  return all.filter((image) => !seen.has(image.src) && seen.add(image.src));
}

type PriceFields = Pick<Product, "price" | "price_incl_tax" | "regular_price_incl_tax" | "original_price_incl_tax" | "final_price_incl_tax" | "special_price_incl_tax">;

/**
 * The card's price (§3 "price with regular and special"), tax included as shown: the regular
 * (original) price, and the special one when it counts (commerce-core.md §4: only below the
 * regular price; the catalogue reports 0 for none), else a lower final price (a tier or
 * catalogue rule).
 */
export function cardPriceOf(product: PriceFields): CardProduct["price"] {
  const regular = product.original_price_incl_tax ?? product.regular_price_incl_tax ?? product.price_incl_tax ?? product.price;
  const lower = (amount: number | null | undefined): amount is number => typeof amount === "number" && amount > 0 && amount < regular;
  const special = lower(product.special_price_incl_tax) ? product.special_price_incl_tax : lower(product.final_price_incl_tax) ? product.final_price_incl_tax : null;
  return { regular, special };
}

/** A configurable child as the card's size dropdown reads it: stock, status and the configurable attributes' values (nothing else travels to the browser). */
function cardChildOf(child: ConfigurableChild, attributeCodes: readonly string[]): ConfigurableChildSizes {
  const values: Record<string, unknown> = {};
  for (const code of attributeCodes) if (child[code] !== undefined) values[code] = child[code];
  return {
    ...values,
    sku: child.sku,
    ...(child.status !== undefined && { status: child.status }),
    ...(child.stock !== undefined && { stock: { is_in_stock: child.stock.is_in_stock } }),
    ...(child.custom_attributes !== undefined && { custom_attributes: child.custom_attributes.filter((attribute) => attributeCodes.includes(attribute.attribute_code)) }),
  };
}

/**
 * A catalogue product (@shop/catalog-pricing) as @shop/ui's product card shows it, in one store
 * view: title, link (@shop/url-resolver `productLink`: url_path or the product route, trailing
 * slash, store prefix), images, prices, stock, configurable options and children, listing
 * labels. Used by content carousels, the lookbook and listings.
 */
export function cardProductOf(product: Product, view: StoreView, config: ShopConfig): CardProduct {
  const attributeCodes = (product.configurable_options ?? []).map((option) => option.attribute_code);
  return {
    sku: product.sku,
    ...(product.parentSku !== undefined && { parentSku: product.parentSku }),
    title: product.name,
    link: productLink(product, view, config, config.urlResolver).path,
    image: cardImagesOf(product),
    price: cardPriceOf(product),
    stock: { is_in_stock: product.stock?.is_in_stock ?? false },
    ...(product.configurable_options !== undefined && {
      configurable_options: product.configurable_options.map((option) => ({
        attribute_code: option.attribute_code,
        attribute_id: option.attribute_id,
        label: option.label,
        values: option.values.map((value) => ({ value_index: value.value_index, label: value.label })),
      })),
    }),
    ...(product.configurable_children !== undefined && { configurable_children: product.configurable_children.map((child) => cardChildOf(child, attributeCodes)) }),
    ...(product.product_labels !== undefined && {
      product_labels: product.product_labels.map((label) => ({
        type: label.type,
        position: label.position,
        label_text: label.label_text,
        label_background_color: label.label_background_color,
        label_text_color: label.label_text_color,
      })),
    }),
  };
}
