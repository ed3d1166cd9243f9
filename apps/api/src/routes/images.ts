import { Hono } from "hono";
import { buildCatalogue, type ProductModel } from "../seed/catalogue";
import { productImageSvg } from "../seed/images";
import type { ShopEnv } from "../http/env";
import { notFound } from "../http/errors";

/** GET /img/{sku}.svg and /img/{sku}-detail.svg: the seed's generated product images. */
export function imageRoutes() {
  const app = new Hono<ShopEnv>();
  const bySku = new Map<string, ProductModel>();
  // Images do not depend on prices: any day builds the same products and colours.
  for (const product of buildCatalogue("2026-01-01")) {
    bySku.set(product.sku, product);
    for (const child of product.children) bySku.set(child.sku, product);
  }
  app.get("/img/:file{[A-Za-z0-9_-]+\\.svg}", (c) => {
    const name = c.req.param("file").replace(/\.svg$/, "");
    const detail = name.endsWith("-detail");
    const product = bySku.get(detail ? name.slice(0, -"-detail".length) : name);
    if (product === undefined) throw notFound(`No image ${name}.svg`);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(productImageSvg(product, detail ? "detail" : "main"));
  });
  return app;
}
