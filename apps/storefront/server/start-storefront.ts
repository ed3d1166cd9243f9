import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { renderPage } from "../src/entry-server";
import type { StorefrontSettings } from "../src/settings";
import { shopConfigOf } from "../src/store/shop-config";
import { subscribeToChanges, type ChangeSubscriber } from "./change-subscriber";
import { createMemoryOutputCache, type OutputCache } from "./output-cache";
import { createRedisOutputCache } from "./redis-output-cache";
import { assetsFromManifest, createStorefrontApp } from "./storefront-server";

export interface RunningStorefront {
  url: string;
  cache: OutputCache;
  changes: ChangeSubscriber | null;
  close(): Promise<void>;
}

/**
 * One storefront server: the built browser bundle in `clientDir`, the output cache in memory or
 * on Redis (`settings.redisUrl`: several servers then share it), and the back end's change feed
 * dropping cached pages that changed.
 */
export async function startStorefront(settings: StorefrontSettings, clientDir: string): Promise<RunningStorefront> {
  const config = shopConfigOf(settings);
  const ttlSeconds = settings.outputCacheTtlSeconds;
  const cache = settings.redisUrl === undefined ? createMemoryOutputCache({ ttlSeconds }) : createRedisOutputCache({ url: settings.redisUrl, ttlSeconds });
  const app = createStorefrontApp({
    config,
    settings: { apiUrl: settings.apiUrl, origin: settings.publicUrl?.replace(/\/+$/, "") },
    assets: await assetsFromManifest(clientDir),
    clientDir,
    cache,
    ttlSeconds,
    render: renderPage,
  });
  const changes = settings.changeFeed ? subscribeToChanges({ apiUrl: settings.apiUrl, cache }) : null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${settings.host}:${port}`,
    cache,
    changes,
    close: async () => {
      changes?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cache.close();
    },
  };
}
