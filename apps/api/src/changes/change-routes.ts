import { Hono } from "hono";
import { SSEStreamingApi } from "hono/streaming";
import type { ShopEnv } from "../http/env";
import type { Services } from "../services";

const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/changes: server-sent events, one `change` event `{tags}` per change of the shop's
 * data (a story published, stock sold). Storefront servers listen to drop their cached pages.
 */
export function changeRoutes(services: Services) {
  const app = new Hono<ShopEnv>();
  app.get("/api/changes", (c) => {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const stream = new SSEStreamingApi(writable, readable);
    const run = () =>
      new Promise<void>((resolve) => {
        const end = () => {
          clearInterval(keepAlive);
          unsubscribe();
          resolve();
        };
        const unsubscribe = services.changes.subscribe((tags) => void stream.writeSSE({ event: "change", data: JSON.stringify({ tags }) }).catch(() => undefined), end);
        const keepAlive = setInterval(() => void stream.write(": keep-alive\n\n").catch(() => undefined), KEEP_ALIVE_MS);
        stream.onAbort(end);
        void stream.write(": connected\n\n").catch(() => undefined);
      });
    void run()
      .catch((error: unknown) => services.log("change stream failed", error))
      .finally(() => void stream.close());
    return c.newResponse(stream.responseReadable, 200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "close" });
  });
  return app;
}
