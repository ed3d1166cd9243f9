import type { ShopConfig } from "@shop/core";
import { apiUrl } from "@shop/sync-queue/testing";
import { http } from "msw";
import type { SetupServer } from "msw/node";

/** Lets the held reply go on; `held` settles once the request has arrived and is being held. */
export type HeldReply = (() => void) & { held: Promise<void> };

/**
 * Holds the reply to the first GET `path` whose url holds `text` (a search's `?request=`, a
 * render-list's skus) until `release()`: a slow back end for that one request, so a later
 * one overtakes it (or the state changes while it is on its way: await `release.held`). Other
 * requests fall through to the handlers registered before (e.g. `catalogHandlers`); so does the
 * held one once released, unless `answer` gives its reply (a slow failure).
 */
export function holdReply(server: SetupServer, config: Pick<ShopConfig, "api">, path: string, text: string, answer?: () => Response): HeldReply {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  let holding = false;
  server.use(
    http.get(apiUrl(config, path), async ({ request }) => {
      if (holding || !decodeURIComponent(request.url).includes(text)) return;
      holding = true;
      arrived();
      await released;
      return answer?.();
    }),
  );
  return Object.assign(release, { held });
}

export const SEARCH_PATH = "/api/catalog/:index/:type/_search";
