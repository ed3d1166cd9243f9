import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ShopEnv } from "../http/env";
import { badRequest } from "../http/errors";
import type { RasterCache } from "./raster-cache";
import { negotiateFormat, parseRasterQuery } from "./raster-request";
import { CONTENT_TYPES, renderSvg } from "./render";

const A_YEAR = "public, max-age=31536000, immutable";
const A_DAY = "public, max-age=86400";

/** The version of an image: its SVG source's hash. A URL carrying it (`v=`) names these bytes for good. */
export const imageVersion = (svg: string) => createHash("sha256").update(svg).digest("hex").slice(0, 12);

/**
 * The raster reply to `GET …/{name}?w=&h=&q=&fm=&v=` for an SVG source (apps/api README
 * "Images"): the width rounded up to an allowed one, the format asked or negotiated from
 * Accept (then `Vary: Accept`), rendered once per variant and kept in the cache.
 */
export async function rasterReply(c: Context<ShopEnv>, svg: string, cache: RasterCache): Promise<Response> {
  const parsed = parseRasterQuery(c.req.query());
  if (!parsed.ok) throw badRequest("The image request is invalid.", parsed.errors);
  const { width, height, quality, format: asked, version: urlVersion } = parsed.request;
  const format = asked ?? negotiateFormat(c.req.header("accept"));
  const version = imageVersion(svg);
  const variant = `${width}x${height ?? "auto"}-q${quality}.${format}`;
  const etag = `"${version}-${variant}"`;
  if (asked === undefined) c.header("Vary", "Accept");
  c.header("Cache-Control", urlVersion === version ? A_YEAR : A_DAY);
  c.header("ETag", etag);
  if ((c.req.header("if-none-match") ?? "").split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304);
  let rendered = false;
  const bytes = await cache.get(`${version}/${variant}`, () => {
    rendered = true;
    return renderSvg(svg, { width, height, quality, format });
  });
  c.header("Content-Type", CONTENT_TYPES[format]);
  // A debugging aid and what the tests read: "hit" cost no rendering.
  c.header("X-Image-Cache", rendered ? "miss" : "hit");
  return c.body(new Uint8Array(bytes));
}
