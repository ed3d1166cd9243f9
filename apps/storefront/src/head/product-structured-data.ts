import type { Product } from "@shop/catalog-pricing";
import type { StoreView } from "@shop/core";

/** schema.org Product with an Offer (issue 20 "Product pages: structured data"). */
export interface ProductStructuredData {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  sku: string;
  url: string;
  image?: string[];
  description?: string;
  brand?: { "@type": "Brand"; name: string };
  offers: {
    "@type": "Offer";
    url: string;
    priceCurrency: string;
    price: string;
    availability: "https://schema.org/InStock" | "https://schema.org/OutOfStock";
    itemCondition: "https://schema.org/NewCondition";
  };
}

/** Text of an HTML description for a crawler: tags dropped, whitespace folded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The product's structured data: the price shown to a guest (the final price including tax,
 * two decimals with a dot as schema.org asks), the currency of the store view, and the stock.
 * Image URLs are absolute (the api host); the page URL is the canonical one.
 */
export function productStructuredData(product: Product, options: { url: string; view: StoreView; imageUrl: (src: string) => string; brand?: string | undefined }): ProductStructuredData {
  const price = product.final_price_incl_tax ?? product.price_incl_tax ?? product.final_price ?? product.price ?? 0;
  const images = [product.image, ...(product.media_gallery ?? []).map((item) => item.image)].filter((src): src is string => typeof src === "string" && src !== "");
  const description = product.description === undefined ? undefined : plainText(product.description);
  const inStock = product.stock?.is_in_stock ?? true;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    url: options.url,
    ...(images.length > 0 && { image: [...new Set(images)].map(options.imageUrl) }),
    ...(description !== undefined && description !== "" && { description }),
    ...(options.brand !== undefined && options.brand !== "" && { brand: { "@type": "Brand", name: options.brand } }),
    offers: {
      "@type": "Offer",
      url: options.url,
      priceCurrency: options.view.i18n.currencyCode,
      price: price.toFixed(2),
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}
