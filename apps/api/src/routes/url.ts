import { urlMapRequestSchema } from "@shop/url-resolver";
import { parseStorePath, type ShopConfig } from "@shop/core";
import { Hono } from "hono";
import { z } from "zod";
import { documentById, productsBySku } from "../catalog/products";
import { overlayStock } from "../catalog/stock-overlay";
import { filterSource } from "../catalog/source-fields";
import type { Queryable } from "../db/database";
import type { ShopEnv } from "../http/env";
import { validate } from "../http/validation";
import { storeViewOf, type Services } from "../services";

interface Rewrite {
  url_rewrite_id: number;
  request_path: string;
  target_path: string;
  redirect_type: 0 | 301 | 302;
  entity_type: string;
  entity_id: number | null;
}

/** "/a/b/" → "a/b": the request_path form of the rewrites. */
const requestPathOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, "");

/**
 * "/en/shirts/casual/?page=2" → store view en, request path "shirts/casual", by core's store
 * path rules (the prefixes storefront and server share: multistore, the default store's
 * optional /nl). A `storeCode` sent with the URL names the store; the URL is then its request
 * path, already decoded (@shop/url-resolver sends it so): only its slashes are stripped. A `?`,
 * `#` or `\` in it is part of the path (a visited `/overhemden%3Fx/`), which no record holds,
 * not a query or hash to cut off.
 */
export function splitRequestUrl(url: string, shop: ShopConfig, storeCode: string | undefined): { storeCode: string; path: string } {
  if (storeCode !== undefined) return { storeCode, path: requestPathOf(url) };
  const { view, pathname } = parseStorePath(`/${url.replace(/^\/+/, "")}`, shop);
  return { storeCode: view.storeCode, path: requestPathOf(pathname) };
}

async function findRewrite(db: Queryable, index: string, path: string): Promise<Rewrite | undefined> {
  const [row] = await db.query<{ doc: Rewrite }>(
    "SELECT doc FROM catalog_document WHERE index_name = $1 AND entity_type = 'url_rewrite' AND doc->>'request_path' = $2",
    [index, path],
  );
  return row?.doc;
}

const hitsOf = (hits: unknown[]) => ({ took: 0, timed_out: false, hits: { total: hits.length, max_score: hits.length === 0 ? null : 1, hits } });

export function urlRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<ShopEnv>();

  /**
   * POST /api/url/map (commerce-core.md §7): the entity a URL shows, as a search hit of its
   * type (product or category), or the redirect record (`_type` url_rewrite) when the path
   * is a 301/302 redirect. No match: no hits.
   */
  app.post("/api/url/map", validate("json", urlMapRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const target = splitRequestUrl(body.url, config.shop, body.storeCode ?? c.req.query("storeCode"));
    const view = storeViewOf(config, target.storeCode);
    const index = view.search.index;
    const shape = (doc: Record<string, unknown>) => filterSource(doc, body.includeFields ?? undefined, body.excludeFields ?? undefined);
    if (body.filters?.sku !== undefined) {
      const product = (await productsBySku(db, view, [body.filters.sku])).get(body.filters.sku);
      if (product === undefined) return c.json(hitsOf([]));
      await overlayStock(db, [product]);
      return c.json(hitsOf([{ _index: index, _type: "product", _id: String(product.id), _score: 1, _source: shape(product) }]));
    }
    const rewrite = await findRewrite(db, index, target.path);
    if (rewrite === undefined) return c.json(hitsOf([]));
    if (rewrite.redirect_type !== 0 || rewrite.entity_id === null) {
      return c.json(hitsOf([{ _index: index, _type: "url_rewrite", _id: String(rewrite.url_rewrite_id), _score: 1, _source: rewrite }]));
    }
    const doc = await documentById(db, view, rewrite.entity_type, rewrite.entity_id);
    if (doc === undefined) return c.json(hitsOf([]));
    if (rewrite.entity_type === "product") await overlayStock(db, [doc]);
    return c.json(hitsOf([{ _index: index, _type: rewrite.entity_type, _id: String(rewrite.entity_id), _score: 1, _source: { ...(shape(doc) as object), url_path: rewrite.request_path } }]));
  });

  /** Redirect look-up by request_path: the 301/302 record of that path, search-engine style. */
  app.get(
    "/api/url/redirect",
    validate("query", z.object({ request_path: z.string().min(1).max(2048), storeCode: z.string().optional() })),
    async (c) => {
      const query = c.req.valid("query");
      const target = splitRequestUrl(query.request_path, config.shop, query.storeCode);
      const view = storeViewOf(config, target.storeCode);
      const rewrite = await findRewrite(db, view.search.index, target.path);
      const hits = rewrite === undefined || rewrite.redirect_type === 0 ? [] : [{ _index: view.search.index, _type: "url_rewrite", _id: String(rewrite.url_rewrite_id), _score: 1, _source: rewrite }];
      return c.json(hitsOf(hits));
    },
  );

  return app;
}
