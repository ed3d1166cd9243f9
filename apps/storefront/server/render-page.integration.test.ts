import { createServer as createApi, type ShopServer } from "api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage, type RenderResult } from "../src/entry-server";
import { shopConfigOf } from "../src/store/shop-config";

// ARCHITECTURE.md "Server rendering" against the real api (in process, seeded): the status a
// crawler and a CDN expect, the head of the page, its state.

const assets = { script: "/assets/entry.js", styles: ["/assets/entry.css"], preloads: [] };

describe("renderPage", () => {
  let api: ShopServer;
  let apiUrl: string;
  beforeAll(async () => {
    api = await createApi({ database: "memory", port: 0, host: "127.0.0.1", log: () => undefined });
    apiUrl = (await api.listen()).url;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  const render = (path: string, url = apiUrl) => renderPage(new Request(`http://shop.test${path}`), { config: shopConfigOf({ apiUrl: url }), settings: { apiUrl: url }, assets, logger: { warn: () => undefined, error: () => undefined } });
  const page = (result: RenderResult) => {
    if (result.kind !== "page") throw new Error(`expected a page, got a ${result.status} redirect to ${result.location}`);
    return result;
  };

  it("renders a store view's home: 200, its language, head, hydration data and tags", async () => {
    const result = page(await render("/en/"));
    expect(result.status).toBe(200);
    expect(result.html.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true);
    expect(result.html).toMatch(/<title>[^<]+ \| Shop<\/title>/);
    expect(result.html).toContain('<link rel="canonical" href="http://shop.test/en/"/>');
    expect(result.html).toContain('hrefLang="de-DE" href="http://shop.test/de/"');
    expect(result.html).toContain('<script id="shop-state" type="application/json">');
    expect(result.html).toContain('<script type="module" src="/assets/entry.js">');
    expect(result.tags).toEqual(expect.arrayContaining(["theme:en", "story:en/home"]));
    expect(result.stateBytes).toBeGreaterThan(100);
    expect(result.page).toBe("home");
  });

  it("answers a redirect record with 301 to its target", async () => {
    const result = await render("/heren/overhemden");
    expect(result).toEqual({ kind: "redirect", status: 301, location: "/overhemden/" });
  });

  it("answers an unknown path with 404 and the page-not-found screen, in the store view's language", async () => {
    const result = page(await render("/de/gibt-es-nicht"));
    expect(result.status).toBe(404);
    expect(result.html).toContain("Seite nicht gefunden");
    expect(result.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("answers 503 with the error screen when the back end does not answer", async () => {
    const result = page(await render("/", "http://127.0.0.1:9"));
    expect(result.status).toBe(503);
    expect(result.html).toContain("Er ging iets mis");
  });

  it("never puts a state of its own into the page: no session, cart or queue travels", async () => {
    const result = page(await render("/"));
    const state = JSON.parse(/<script id="shop-state" type="application\/json">(.*?)<\/script>/s.exec(result.html)?.[1] ?? "{}") as Record<string, unknown>;
    expect(Object.keys(state).sort()).toEqual(["catalog", "category", "cms", "notifications", "product", "search", "stock", "storeContext", "urlResolver"].sort());
  });
});
