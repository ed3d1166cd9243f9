import type { ShopConfig } from "@shop/core";
import type { SyncClient } from "@shop/sync-queue";
import { urlMapReplySchema, type UrlMapReply, type UrlMapRequest } from "./url.schemas";

/**
 * The URL calls of commerce-core.md §7 over the sync client (never `fetch`). Both are
 * searches: they answer search-engine style hits, not the envelope (`bareReply`), and wait
 * `search.clientTimeoutMs` (§9: 5000 ms) for them. They are silent: a failed look-up is
 * logged and navigation continues (§8).
 */
export function createUrlApi(api: SyncClient, config: Pick<ShopConfig, "search">) {
  const timeoutMs = config.search.clientTimeoutMs;
  return {
    /** POST /api/url/map {url, includeFields, excludeFields, options, filters.sku, groupId, groupToken} */
    map(request: UrlMapRequest): Promise<UrlMapReply> {
      return api.post("/api/url/map", request, { schema: urlMapReplySchema, bareReply: true, silent: true, timeoutMs });
    },
    /** GET /api/url/redirect?request_path= — the 301/302 record of a path ("redirect search by request_path"). */
    redirect(requestPath: string, storeCode: string): Promise<UrlMapReply> {
      return api.get("/api/url/redirect", {
        schema: urlMapReplySchema,
        query: { request_path: requestPath, storeCode },
        bareReply: true,
        silent: true,
        timeoutMs,
      });
    },
  };
}

export type UrlApi = ReturnType<typeof createUrlApi>;
