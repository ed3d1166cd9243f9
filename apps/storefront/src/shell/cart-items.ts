import { formatPrice, type StoreView } from "@shop/core";
import type { CartItem } from "@shop/cart";
import type { MiniCartItem } from "@shop/ui";

/** A name as a URL slug: the product route redirects to the product's own slug when this one differs. */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "product" : slug;
}

/** The product page of a cart line (the parent's page, with the chosen variant's sku). */
export function cartLineHref(item: Pick<CartItem, "sku" | "parentSku" | "name">): string {
  const parent = item.parentSku ?? item.sku;
  const child = item.parentSku !== undefined && item.parentSku !== item.sku ? `${encodeURIComponent(item.sku)}/` : "";
  return `/p/${encodeURIComponent(parent)}/${slugOf(item.name)}/${child}`;
}

/** A cart line as the mini cart and the cart page show it. */
export function miniCartItemOf(
  item: CartItem & { identity: string },
  view: StoreView,
  localize: (path: string) => string,
  imageUrl: (src: string) => string,
): MiniCartItem {
  const unit = item.price_incl_tax ?? 0;
  const row = item.totals?.row_total_incl_tax ?? unit * item.qty;
  const options = item.totals?.options ?? [];
  return {
    id: item.identity,
    name: item.name,
    href: localize(cartLineHref(item)),
    ...(item.image !== undefined && { image: { src: imageUrl(item.image), alt: item.name } }),
    ...(options.length > 0 && { options }),
    qty: item.qty,
    price: String(formatPrice(row, view.i18n)),
  };
}
