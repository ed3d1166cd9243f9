import type { ImageUrlBuilder } from "@shop/ui";

/**
 * The image builder @shop/ui's cards, menu and gallery take: the back end serves catalogue and
 * content images under its own host ("/img/{sku}.svg"); an absolute address is used as it is.
 * Vector images need no width; a raster service (issue 21) takes `?w=&h=` here.
 */
export function imageUrlBuilder(apiUrl: string): ImageUrlBuilder {
  const base = apiUrl.replace(/\/+$/, "");
  return (src) => (/^https?:\/\//i.test(src) ? src : `${base}${src.startsWith("/") ? "" : "/"}${src}`);
}
