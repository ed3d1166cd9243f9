import type { ShopConfig } from "@shop/core";
import { apiUrl } from "@shop/sync-queue/testing";
import { http } from "msw";
import type { SetupServer } from "msw/node";

/**
 * Holds the reply to the first GET `path` whose url holds `text` (a search's `?request=`, a
 * render-list's skus) until `release()`: a slow back end for that one request, so a later
 * one overtakes it. Other requests, and the held one once released, fall through to the
 * handlers registered before (e.g. `catalogHandlers`).
 */
export function holdReply(server: SetupServer, config: Pick<ShopConfig, "api">, path: string, text: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  server.use(
    http.get(apiUrl(config, path), async ({ request }) => {
      if (held || !decodeURIComponent(request.url).includes(text)) return;
      held = true;
      await released;
    }),
  );
  return release;
}

export const SEARCH_PATH = "/api/catalog/:index/:type/_search";
