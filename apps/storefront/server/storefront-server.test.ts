import { tmpdir } from "node:os";
import { createConfig } from "@shop/core";
import { describe, expect, it, vi } from "vitest";
import type { RenderResult } from "../src/entry-server";
import { createMemoryOutputCache } from "./output-cache";
import { createStorefrontApp } from "./storefront-server";

const config = createConfig({});
const page = (status: number): RenderResult => ({ kind: "page", status, html: `<html>${status}</html>`, headers: {}, stateBytes: 10, page: "home", tags: ["theme:nl"] });

function appWith(render: () => Promise<RenderResult>) {
  const spy = vi.fn(render);
  const app = createStorefrontApp({
    config,
    settings: { apiUrl: "http://localhost:8787" },
    assets: { script: "/assets/entry.js", styles: [], preloads: [] },
    clientDir: tmpdir(),
    cache: createMemoryOutputCache({ ttlSeconds: 86_400 }),
    ttlSeconds: 86_400,
    render: spy,
    logger: { warn: () => undefined, error: () => undefined },
  });
  return { app, render: spy };
}

describe("the storefront server (issue 20 status codes and output cache)", () => {
  it("renders a page once and serves it from the cache afterwards, with CDN headers", async () => {
    const { app, render } = appWith(async () => page(200));
    const first = await app.request("/en/over-ons");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-shop-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=86400, stale-while-revalidate=60");
    const second = await app.request("/en/over-ons");
    expect(second.headers.get("x-shop-cache")).toBe("hit");
    expect(await second.text()).toBe("<html>200</html>");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keys the cache by URL with its query", async () => {
    const { app, render } = appWith(async () => page(200));
    await app.request("/c/shirts/?page=2");
    await app.request("/c/shirts/?page=3");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("bypasses the cache for a shopper with a session or a cart, and marks the page private", async () => {
    const { app, render } = appWith(async () => page(200));
    await app.request("/");
    const own = await app.request("/", { headers: { cookie: "a=b; shop_private=session-cart" } });
    expect(own.headers.get("x-shop-cache")).toBe("bypass");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("never caches an error: a failing render answers 503 no-store and renders again next time", async () => {
    const { app, render } = appWith(async () => page(503));
    const first = await app.request("/p/x/y/");
    expect(first.status).toBe(503);
    expect(first.headers.get("cache-control")).toBe("no-store");
    await app.request("/p/x/y/");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("answers 503 when rendering throws", async () => {
    const { app } = appWith(async () => {
      throw new Error("back end down");
    });
    const response = await app.request("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("answers a redirect with its status and location", async () => {
    const { app } = appWith(async () => ({ kind: "redirect", status: 301, location: "/c/shirts/" }));
    const response = await app.request("/shirts");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/c/shirts/");
  });

  it("caches page-not-found (404) like a page", async () => {
    const { app, render } = appWith(async () => page(404));
    await app.request("/nope");
    const second = await app.request("/nope");
    expect(second.status).toBe(404);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

function appRendering(headers: Record<string, string>) {
  let renders = 0;
  const app = createStorefrontApp({
    config: createConfig({ api: { url: "http://api.test" } }),
    settings: { apiUrl: "http://api.test" } as never,
    assets: { script: "/assets/entry.js", styles: [], preloads: [] },
    clientDir: tmpdir(),
    cache: createMemoryOutputCache({ ttlSeconds: 60 }),
    ttlSeconds: 60,
    render: async (): Promise<RenderResult> => {
      renders += 1;
      return { kind: "page", status: 200, html: `<!DOCTYPE html><p>${renders}</p>`, headers, stateBytes: 2, page: "preview", tags: [] };
    },
  });
  return { app, renders: () => renders };
}

describe("the output cache and a page's own Cache-Control", () => {
  it("never caches a page whose loader says no-store (the content preview) and answers no-store", async () => {
    const { app, renders } = appRendering({ "cache-control": "no-store" });
    const first = await app.request("/storyblok?_storyblok=8");
    const second = await app.request("/storyblok?_storyblok=8");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("x-shop-cache")).toBe("bypass");
    expect(second.headers.get("x-shop-cache")).toBe("bypass");
    expect(renders()).toBe(2);
  });

  it("caches other pages as before (miss, then hit)", async () => {
    const { app, renders } = appRendering({});
    expect((await app.request("/blog/")).headers.get("x-shop-cache")).toBe("miss");
    expect((await app.request("/blog/")).headers.get("x-shop-cache")).toBe("hit");
    expect(renders()).toBe(1);
  });
});
