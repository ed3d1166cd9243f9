import { readFile } from "node:fs/promises";
import { parseStorePath, type Logger, type ShopConfig } from "@shop/core";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import type { DocumentAssets } from "../src/app/Document";
import type { RenderOptions, RenderResult } from "../src/entry-server";
import { isPrivateRequest } from "../src/store/private-cookie";
import { cacheControlOf } from "./cache-headers";
import { isCacheableStatus, isNoStorePage, outputCacheKey, type OutputCache } from "./output-cache";

export interface StorefrontServerOptions {
  config: ShopConfig;
  settings: RenderOptions["settings"];
  assets: DocumentAssets;
  /** The built browser bundle's directory (dist/client). */
  clientDir: string;
  cache: OutputCache;
  ttlSeconds: number;
  render: (request: Request, options: RenderOptions) => Promise<RenderResult>;
  logger?: Logger;
}

/** Reads the browser bundle's entry, styles and preloads from Vite's manifest. */
export async function assetsFromManifest(clientDir: string): Promise<DocumentAssets> {
  const manifest = JSON.parse(await readFile(`${clientDir}/.vite/manifest.json`, "utf8")) as Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (entry === undefined) throw new Error(`No entry in ${clientDir}/.vite/manifest.json: build the storefront first (pnpm --filter storefront build)`);
  const preloads = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  // One stylesheet for the whole app (vite.config cssCodeSplit: false) is the manifest's "style.css".
  const styles = [...(entry.css ?? []), ...Object.entries(manifest).flatMap(([key, chunk]) => (key.endsWith(".css") ? [chunk.file] : []))];
  if (styles.length === 0) throw new Error(`No stylesheet in ${clientDir}/.vite/manifest.json: the pages would render unstyled`);
  return { script: `/${entry.file}`, styles: [...new Set(styles)].map((file) => `/${file}`), preloads };
}

/**
 * The storefront's HTTP server: static assets (immutable, hashed names), then every other GET
 * rendered on the server through the output cache. A redirect answers its status (301 for
 * redirect records and variant pages), page-not-found 404, a failing back end 503 with the
 * error screen (never cached).
 */
export function createStorefrontApp(options: StorefrontServerOptions): Hono {
  const { config, settings, assets, clientDir, cache, ttlSeconds, render, logger } = options;
  const app = new Hono();
  app.get("/healthz", (c) => c.text("ok"));
  // gzip (or deflate) for every text answer: pages, scripts, styles, the manifest.
  app.use(compress());
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "/icons/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=86400");
      },
    }),
  );
  // The worker and the manifest keep their names across builds: browsers must always revalidate them.
  for (const file of ["/service-worker.js", "/manifest.webmanifest"]) {
    app.get(
      file,
      serveStatic({
        path: `${clientDir}${file}`,
        onFound: (_path, c) => {
          c.header("Cache-Control", "no-cache");
          if (file.endsWith(".webmanifest")) c.header("Content-Type", "application/manifest+json");
        },
      }),
    );
  }
  app.get("/favicon.ico", (c) => c.redirect("/icons/icon-192.png", 301));
  app.get("*", async (c) => {
    const url = new URL(c.req.url);
    const storeCode = parseStorePath(url.pathname, config).view.storeCode;
    const privateRequest = isPrivateRequest(c.req.header("cookie") ?? null);
    const key = outputCacheKey(storeCode, url);
    if (!privateRequest) {
      const cached = await cache.get(key).catch((error: unknown) => {
        (logger ?? console).error("[storefront] output cache read failed", error);
        return undefined;
      });
      if (cached !== undefined) {
        return c.body(cached.html, cached.status as 200, { ...cached.headers, "X-Shop-Cache": "hit" });
      }
    }
    let result: RenderResult;
    try {
      result = await render(c.req.raw, { config, settings, assets, ...(logger !== undefined && { logger }) });
    } catch (error) {
      // The browser went away while the page rendered (a closed tab, a cancelled prefetch): nothing to answer, nothing wrong.
      if (c.req.raw.signal.aborted) return c.body(null, 503, { "Cache-Control": cacheControlOf("error", ttlSeconds) });
      (logger ?? console).error(`[storefront] render of ${url.pathname} failed`, error);
      return c.text("Service unavailable", 503, { "Cache-Control": cacheControlOf("error", ttlSeconds), "Retry-After": "30" });
    }
    if (result.kind === "redirect") {
      return c.body(null, result.status as 301, { Location: result.location, "Cache-Control": privateRequest ? cacheControlOf("private", ttlSeconds) : cacheControlOf("shared", ttlSeconds) });
    }
    const noStore = isNoStorePage(result.headers);
    const cacheable = !privateRequest && !noStore && isCacheableStatus(result.status);
    const headers: Record<string, string> = {
      ...Object.fromEntries(Object.entries(result.headers).filter(([name]) => name.toLowerCase() !== "cache-control")),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": isCacheableStatus(result.status) && !noStore ? cacheControlOf(privateRequest ? "private" : "shared", ttlSeconds) : cacheControlOf("error", ttlSeconds),
      "X-Shop-State-Bytes": String(result.stateBytes),
      "X-Shop-Page": result.page,
      Vary: "Cookie",
    };
    // A cache that fails costs the cache, never the page.
    if (cacheable) await cache.set(key, { status: result.status, html: result.html, headers }, result.tags).catch((error: unknown) => (logger ?? console).error("[storefront] output cache write failed", error));
    return c.body(result.html, result.status as 200, { ...headers, "X-Shop-Cache": cacheable ? "miss" : "bypass" });
  });
  return app;
}
