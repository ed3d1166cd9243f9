import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import type { RenderResult } from "../src/entry-server";
import { createMemoryOutputCache } from "./output-cache";
import { createStorefrontApp } from "./storefront-server";

function appRendering(headers: Record<string, string>) {
  let renders = 0;
  const app = createStorefrontApp({
    config: createConfig({ api: { url: "http://api.test" } }),
    settings: { apiUrl: "http://api.test" } as never,
    assets: { script: "/assets/entry.js", styles: [], preloads: [] },
    clientDir: "/nonexistent",
    cache: createMemoryOutputCache({ ttlSeconds: 60 }),
    ttlSeconds: 60,
    render: async (): Promise<RenderResult> => {
      renders += 1;
      return { kind: "page", status: 200, html: `<!DOCTYPE html><p>${renders}</p>`, headers, stateBytes: 2, page: "preview" };
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
