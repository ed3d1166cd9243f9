/**
 * The storefront's builder for this endpoint (README "Images"), kept here so a test holds it
 * to the endpoint; the storefront copies it into `src/shell/image-url.ts`. The signature is
 * @shop/ui's `ImageUrlBuilder` (`(src, width, height?, {quality, format}) => url`). It turns
 * the api's own `/img/…svg` and `/content-assets/…svg` into raster URLs and leaves any other
 * URL as it is (absolute against the api).
 */
export function imageUrlBuilder(apiUrl: string) {
  const api = new URL(apiUrl);
  return (src: string, width: number, height?: number, { quality, format }: { quality?: number; format?: "webp" } = {}): string => {
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
