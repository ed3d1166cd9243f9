import { Hono } from "hono";
import { buildCatalogue, type ProductModel } from "../seed/catalogue";
import { productImageSvg, type ProductView } from "../seed/images";
import type { ShopEnv } from "../http/env";
import { notFound } from "../http/errors";
import { RasterCache } from "../images/raster-cache";
import { rasterReply } from "../images/raster-reply";

const VIEWS: readonly ProductView[] = ["detail"];

/**
 * GET /img/{sku}.svg and /img/{sku}-detail.svg: the seed's generated product images (front and
 * cloth close-up) as SVG; GET /img/{name}?w=&h=&q=&fm=: the same as a raster (README "Images").
 */
export function imageRoutes(cache = new RasterCache()) {
  const app = new Hono<ShopEnv>();
  const bySku = new Map<string, ProductModel>();
  // Images do not depend on prices: any day builds the same products and colours.
  for (const product of buildCatalogue("2026-01-01")) {
    bySku.set(product.sku, product);
    for (const child of product.children) bySku.set(child.sku, product);
  }
  const svgOf = (name: string): string => {
    const view = VIEWS.find((candidate) => name.endsWith(`-${candidate}`));
    const product = bySku.get(view === undefined ? name : name.slice(0, -(view.length + 1)));
    if (product === undefined) throw notFound(`No image ${name}`);
    return productImageSvg(product, view ?? "front");
  };
  app.get("/img/:file{[A-Za-z0-9_-]+\\.svg}", (c) => {
    const svg = svgOf(c.req.param("file").replace(/\.svg$/, ""));
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(svg);
  });
  app.get("/img/:name{[A-Za-z0-9_-]+}", (c) => rasterReply(c, svgOf(c.req.param("name")), cache));
  return app;
}
