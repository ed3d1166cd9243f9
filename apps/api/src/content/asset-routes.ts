import { Hono } from "hono";
import type { ShopEnv } from "../http/env";
import { notFound } from "../http/errors";
import { stableHash } from "../seed/catalogue";
import { mix } from "../seed/garments/paint";
import { lookFigures, lookOf } from "./asset-looks";
import { RasterCache } from "../images/raster-cache";
import { rasterReply } from "../images/raster-reply";

/** Content images: generated here (never fetched), as the product images are (GET /img/{sku}.svg). */
export const CONTENT_ASSET_PATH = "/content-assets";

/** The formats of content images: hero desktop and mobile, tiles, blog cards. */
export const ASSET_FORMATS = {
  wide: { width: 1920, height: 800 },
  tall: { width: 750, height: 1000 },
  tile: { width: 755, height: 944 },
  card: { width: 800, height: 600 },
} as const;
export type AssetFormat = keyof typeof ASSET_FORMATS;

/** Muted menswear tones. */
const PALETTE = ["#1f2a44", "#3b4a3f", "#8a6f4e", "#c9b89a", "#5b6770", "#7a3b3b", "#d8d2c4", "#2e3b2f", "#a88b5f", "#44505c"];

/** The path of a content image: `/content-assets/{theme}-{format}.svg`. */
export const contentAssetPath = (theme: string, format: AssetFormat) => `${CONTENT_ASSET_PATH}/${theme}-${format}.svg`;

/**
 * An editorial image: the look of the theme (its products, drawn as the product images are)
 * standing in a studio whose two tones, band and circle the name places, so each theme looks
 * its own. Deterministic.
 */
export function contentAssetSvg(theme: string, format: AssetFormat): string {
  const { width, height } = ASSET_FORMATS[format];
  const hash = stableHash(theme);
  const tone = (shift: number) => mix(PALETTE[(hash >>> shift) % PALETTE.length] ?? "#44505c", "#f1ece4", 0.62);
  const base = tone(0);
  const accent = tone(4);
  const light = PALETTE[(hash >>> 8) % PALETTE.length] ?? "#44505c";
  const cx = Math.round(width * (0.25 + ((hash >>> 12) % 50) / 100));
  const cy = Math.round(height * (0.3 + ((hash >>> 18) % 40) / 100));
  const r = Math.round(Math.min(width, height) * 0.32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <path d="M0 ${Math.round(height * 0.72)} L${width} ${Math.round(height * 0.48)} L${width} ${Math.round(height * 0.62)} L0 ${Math.round(height * 0.86)} Z" fill="${light}" fill-opacity="0.12"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.22"/>
  <rect y="${Math.round(height * 0.8)}" width="${width}" height="${Math.round(height * 0.2)}" fill="url(#floor)"/>
  ${lookFigures(lookOf(theme, hash), format)}
</svg>
`;
}

/** The SVG of `{theme}-{format}`, or 404. */
function assetSvg(name: string): string {
  const match = /^([a-z0-9-]+)-(wide|tall|tile|card)$/.exec(name);
  const theme = match?.[1];
  if (match === null || theme === undefined) throw notFound(`No content image ${name}`);
  return contentAssetSvg(theme, match[2] as AssetFormat);
}

/** GET /content-assets/{theme}-{format}.svg, and the same as a raster: GET /content-assets/{theme}-{format}?w=&h=&q=&fm= (README "Images"). */
export function contentAssetRoutes(cache = new RasterCache()) {
  const app = new Hono<ShopEnv>();
  app.get(`${CONTENT_ASSET_PATH}/:file{[a-z0-9-]+\\.svg}`, (c) => {
    const svg = assetSvg(c.req.param("file").replace(/\.svg$/, ""));
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(svg);
  });
  app.get(`${CONTENT_ASSET_PATH}/:name{[a-z0-9-]+}`, (c) => rasterReply(c, assetSvg(c.req.param("name")), cache));
  return app;
}
