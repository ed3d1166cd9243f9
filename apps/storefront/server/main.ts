import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { renderPage } from "../src/entry-server";
import { settingsFromEnv } from "../src/settings";
import { shopConfigOf } from "../src/store/shop-config";
import { createMemoryOutputCache } from "./output-cache";
import { assetsFromManifest, createStorefrontApp } from "./storefront-server";

/** `pnpm --filter storefront start`: serves the built shop and prints where. */
async function main() {
  const settings = settingsFromEnv(process.env);
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  const config = shopConfigOf(settings);
  const app = createStorefrontApp({
    config,
    settings: { apiUrl: settings.apiUrl, origin: settings.publicUrl?.replace(/\/+$/, "") },
    assets: await assetsFromManifest(clientDir),
    clientDir,
    cache: createMemoryOutputCache({ ttlSeconds: settings.outputCacheTtlSeconds }),
    ttlSeconds: settings.outputCacheTtlSeconds,
    render: renderPage,
  });
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
    console.info(`Storefront listening on http://${settings.host}:${info.port} (back end ${settings.apiUrl})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
