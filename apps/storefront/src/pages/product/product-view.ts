import type { Product } from "@shop/catalog-pricing";
import type { ShopConfig, StoreView } from "@shop/core";
import { productLink } from "@shop/url-resolver";
import { galleryItems, sortRelatedColours, type BundleOptionView, type BundleSelections, type CardPrice, type Crumb, type CustomOptionValues, type CustomOptionView, type GalleryItem, type GroupedItem, type RelatedColour } from "@shop/ui";

/** The price a guest sees (tax included): the regular one, and the final one when it is lower (a special price). */
export function priceOf(product: Pick<Product, "price" | "price_incl_tax" | "regular_price_incl_tax" | "final_price_incl_tax" | "original_price_incl_tax">): CardPrice {
  const regular = product.regular_price_incl_tax ?? product.original_price_incl_tax ?? product.price_incl_tax ?? product.price;
  const final = product.final_price_incl_tax ?? product.price_incl_tax ?? regular;
  return final < regular ? { regular, special: final } : { regular };
}

/** Home, the product's deepest category, the product (presentation-content.md §3 breadcrumbs). */
export function breadcrumbsOf(product: Pick<Product, "name" | "category">, homeLabel: string, localize: (path: string) => string): Crumb[] {
  const categories = product.category ?? [];
  const deepest = categories.reduce<(typeof categories)[number] | undefined>((found, category) => ((category.path ?? "").split("/").length > (found?.path ?? "").split("/").length ? category : found), undefined);
  const crumbs: Crumb[] = [{ label: homeLabel, href: localize("/") }];
  if (deepest !== undefined) {
    const parent = categories.find((category) => (deepest.path ?? "").startsWith(`${category.path ?? ""}/`) && category !== deepest);
    if (parent?.slug !== undefined) crumbs.push({ label: parent.name, href: localize(`/c/${parent.slug}/`) });
    if (deepest.slug !== undefined) crumbs.push({ label: deepest.name, href: localize(`/c/${deepest.slug}/`) });
  }
  crumbs.push({ label: product.name });
  return crumbs;
}

/** The gallery's slides: the media gallery, else the product's own image. */
export function galleryOf(product: Pick<Product, "name" | "image" | "media_gallery">): GalleryItem[] {
  const entries = product.media_gallery !== undefined && product.media_gallery.length > 0 ? product.media_gallery : product.image !== undefined ? [{ image: product.image }] : [];
  return galleryItems(entries, product.name);
}

/** The label of a product's own colour (its configurable option, or its attribute value). */
function colourLabel(product: Product): string {
  const option = product.configurable_options?.find((entry) => entry.attribute_code === "color_ois");
  const value = option?.values.find((entry) => String(entry.value_index) === String(product.color_ois)) ?? option?.values[0];
  return value?.label ?? product.name;
}

/** The other colours as swatches with links, sorted ascending by color_ois (presentation-content.md §3). */
export function relatedColoursOf(products: readonly Product[], current: Product, view: StoreView, config: ShopConfig): RelatedColour[] {
  const colours = [current, ...products.filter((product) => product.sku !== current.sku)].map((product) => ({
    sku: product.sku,
    label: colourLabel(product),
    href: productLink(product, view, config, config.urlResolver).path,
    color_ois: product.color_ois ?? null,
    ...(product.image !== undefined && { image: product.image }),
  }));
  return colours.length < 2 ? [] : sortRelatedColours(colours);
}

/** A grouped product's associated simple products as the buy box lists them. */
export function groupedItemsOf(product: Pick<Product, "product_links">, parts: readonly Product[]): GroupedItem[] {
  const bySku = new Map(parts.map((part) => [part.sku, part]));
  return (product.product_links ?? [])
    .filter((link) => link.link_type === "associated")
    .flatMap((link) => {
      const part = bySku.get(link.linked_product_sku);
      if (part === undefined) return [];
      return [{ sku: part.sku, name: part.name, price: priceOf(part), inStock: part.stock?.is_in_stock ?? true, ...(part.stock?.qty !== undefined && part.stock.manage_stock === true && { maxQuantity: part.stock.qty }) }];
    });
}

/** A bundle's options with each link's name and price (the linked products, loaded by sku). */
export function bundleOptionsOf(product: Pick<Product, "bundle_options">, linked: readonly Product[]): BundleOptionView[] {
  const bySku = new Map(linked.map((part) => [part.sku, part]));
  return (product.bundle_options ?? []).map((option) => ({
    option_id: option.option_id,
    title: option.title,
    ...(option.required !== undefined && { required: option.required }),
    ...(option.type !== undefined && { type: option.type }),
    product_links: option.product_links.map((link) => {
      const part = bySku.get(link.sku);
      return { id: link.id, sku: link.sku, qty: link.qty ?? 1, is_default: link.is_default ?? false, ...(part !== undefined && { name: part.name, price: priceOf(part).special ?? priceOf(part).regular }) };
    }),
  }));
}

/** The bundle's price for the chosen links: each chosen link's price times its quantity. */
export function bundlePriceOf(options: readonly BundleOptionView[], selections: BundleSelections): number {
  let total = 0;
  for (const option of options) {
    for (const id of selections[String(option.option_id)] ?? []) {
      const link = option.product_links.find((entry) => String(entry.id) === id);
      if (link?.price !== undefined && link.price !== null) total += link.price * link.qty;
    }
  }
  return Math.round(total * 100) / 100;
}

/** The custom options the buy box shows, in their sort order. */
export function customOptionsOf(product: Pick<Product, "custom_options">): CustomOptionView[] {
  return [...(product.custom_options ?? [])]
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((option) => ({
      option_id: option.option_id,
      title: option.title,
      type: option.type,
      is_require: option.is_require,
      ...(option.price !== undefined && { price: option.price }),
      ...(option.price_type !== undefined && { price_type: option.price_type }),
      ...(option.max_characters !== undefined && { max_characters: option.max_characters }),
      ...(option.values !== undefined && { values: option.values.map((value) => ({ option_type_id: value.option_type_id, title: value.title, price: value.price, price_type: value.price_type })) }),
    }));
}

/** The chosen custom options as the cart's product_option takes them (empty values left out). */
export function chosenCustomOptions(values: CustomOptionValues): { option_id: number; option_value: string }[] {
  return Object.entries(values)
    .filter(([, value]) => value.trim() !== "")
    .map(([id, value]) => ({ option_id: Number(id), option_value: value }));
}

/** The chosen bundle links as the cart's product_option takes them. */
export function chosenBundleOptions(options: readonly BundleOptionView[], selections: BundleSelections): { option_id: number; option_qty: number; option_selections: number[] }[] {
  return options.flatMap((option) => {
    const chosen = selections[String(option.option_id)] ?? [];
    if (chosen.length === 0) return [];
    const first = option.product_links.find((link) => String(link.id) === chosen[0]);
    return [{ option_id: option.option_id, option_qty: first?.qty ?? 1, option_selections: chosen.map(Number) }];
  });
}
