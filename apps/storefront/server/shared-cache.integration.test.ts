import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { serve } from "@hono/node-server";
import { createServer as createApi, type ShopServer } from "api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../src/entry-server";
import { shopConfigOf } from "../src/store/shop-config";
import { subscribeToChanges, type ChangeSubscriber } from "./change-subscriber";
import type { OutputCache } from "./output-cache";
import { createRedisOutputCache } from "./redis-output-cache";
import { createStorefrontApp } from "./storefront-server";

// Issue 21 "Shared output cache": two storefront servers and one Redis; a page rendered by one
// is served from the cache by the other, and a change the api publishes drops it for both.

const EDITOR_TOKEN = "editor-token-for-the-shared-cache-test";
const REDIS_SERVER = process.env["REDIS_SERVER"] ?? "redis-server";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const failed = new Promise<never>((_, reject) => child.once("error", (error) => reject(new Error(`${REDIS_SERVER} could not start (npm run check installs Debian's redis-server): ${error.message}`))));
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = createNetServer().listen(port, "127.0.0.1");
        socket.once("listening", () => socket.close(() => resolve(false)));
        socket.once("error", () => resolve(true));
      });
      if (open) return child;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("redis-server did not listen");
  })();
  return Promise.race([ready, failed]);
}

describe("two storefront servers sharing one Redis output cache", () => {
  let redis: ChildProcess;
  let api: ShopServer;
  let apiUrl: string;
  const caches: OutputCache[] = [];
  const subscribers: ChangeSubscriber[] = [];
  const servers: { url: string; close: () => void }[] = [];

  beforeAll(async () => {
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    api = await createApi({ database: "memory", port: 0, host: "127.0.0.1", contentEditorToken: EDITOR_TOKEN, log: () => undefined });
    apiUrl = (await api.listen()).url;
    const config = shopConfigOf({ apiUrl });
    for (let index = 0; index < 2; index += 1) {
      const cache = createRedisOutputCache({ url: `redis://127.0.0.1:${redisPort}`, ttlSeconds: 600 });
      caches.push(cache);
      subscribers.push(subscribeToChanges({ apiUrl, cache, log: () => undefined }));
      const app = createStorefrontApp({ config, settings: { apiUrl }, assets: { script: "/assets/entry.js", styles: [], preloads: [] }, clientDir: tmpdir(), cache, ttlSeconds: 600, render: renderPage });
      const port = await freePort();
      const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
      servers.push({ url: `http://127.0.0.1:${port}`, close: () => void server.close() });
    }
    await Promise.all(subscribers.map((subscriber) => subscriber.ready));
  }, 60_000);

  afterAll(async () => {
    for (const subscriber of subscribers) subscriber.stop();
    for (const server of servers) server.close();
    for (const cache of caches) await cache.close();
    await api?.close();
    redis?.kill();
  });

  it("serves from the other server's cache what one rendered, and drops it for both when the api publishes a change", async () => {
    const [first, second] = servers;
    if (first === undefined || second === undefined) throw new Error("two storefront servers were not started");
    const rendered = await fetch(`${first.url}/en/`);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("x-shop-cache")).toBe("miss");
    const html = await rendered.text();
    const shared = await fetch(`${second.url}/en/`);
    expect(shared.headers.get("x-shop-cache")).toBe("hit");
    expect(await shared.text()).toBe(html);

    // The home story changes (published again): its page leaves the shared cache.
    const stories = (await (await fetch(`${apiUrl}/api/ext/cms/story/en/home`)).json()) as { result: { id: number } };
    const published = await fetch(`${apiUrl}/content-service/v1/editor/stories/${stories.result.id}/publish`, { method: "POST", headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
    expect(published.status).toBe(200);
    await expect.poll(async () => (await fetch(`${second.url}/en/`)).headers.get("x-shop-cache"), { timeout: 10_000 }).toBe("miss");
    expect((await fetch(`${first.url}/en/`)).headers.get("x-shop-cache")).toBe("hit");
  });
});
