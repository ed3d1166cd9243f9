import type { ImageUrlBuilder } from "@shop/ui";

/**
 * The image builder @shop/ui's cards, menu, gallery and content take. The back end serves its
 * catalogue and content images as rasters at a width (and a height for a fixed ratio), quality
 * and format (apps/api README "Images": `/img/{sku}?w=&h=&q=&fm=`, avif or webp by the
 * browser's Accept); its stored paths name the SVG source ("/img/{sku}.svg"). Any other image
 * is used as it is.
 */
export function imageUrlBuilder(apiUrl: string): ImageUrlBuilder {
  const api = new URL(apiUrl);
  return (src, width, height, { quality, format } = {}) => {
    const url = new URL(src, api);
    const raster = url.origin === api.origin && /^\/(img|content-assets)\/[A-Za-z0-9_-]+\.svg$/.test(url.pathname);
    if (!raster) return url.toString();
    url.pathname = url.pathname.slice(0, -".svg".length);
    url.searchParams.set("w", String(Math.round(width)));
    if (height !== undefined) url.searchParams.set("h", String(Math.round(height)));
    if (quality !== undefined) url.searchParams.set("q", String(quality));
    if (format !== undefined) url.searchParams.set("fm", format);
    return url.toString();
  };
}
