import { serverTokenSet } from "@shop/cart";
import { draftLoaded, previewStarted, storyLoaded } from "@shop/cms";
import { sessionStarted } from "@shop/user";
import { createConfig, selectStoreCode, switchStoreView } from "@shop/core";
import { createManualClock } from "@shop/core/testing";
import type { FetchLike } from "@shop/sync-queue";
import { resolveUrl, serverResponseOf } from "@shop/url-resolver";
import { describe, expect, it, vi } from "vitest";
import { createShopStore } from "./create-shop-store";
import { hydratedStateOf, parseShopState, serializeShopState } from "./hydration";

const config = createConfig();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const noHits = { hits: { total: 0, hits: [] } };

/** A back end that answers every URL map with no hit and every story with a 404 (a clean miss), counting its calls. */
function missingBackEnd() {
  const calls: string[] = [];
  const fetch: FetchLike = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    if (String(url).includes("/api/ext/cms/story/")) return json({ code: 404, result: { message: "Story not found" } }, 404);
    return json(noHits);
  });
  return { fetch, calls };
}

/** A back end whose gateway answers every call with a 502 page. */
const failingBackEnd: FetchLike = async () => new Response("<h1>502 Bad Gateway</h1>", { status: 502, headers: { "content-type": "text/html" } });

const silent = { warn: () => undefined, error: () => undefined };

describe("createShopStore: the one store (docs/package-contract.md)", () => {
  it("holds every landed package's slices and one extra with each package's client", () => {
    const { store, extra, dispose } = createShopStore({ config, runtime: "server", logger: silent });
    expect(Object.keys(store.getState()).sort()).toEqual(
      ["cart", "catalog", "category", "checkout", "cms", "cmsNewsletter", "cmsPreview", "connectivity", "navigationHistory", "notifications", "product", "search", "stock", "storeContext", "syncQueue", "urlResolver", "user"].sort(),
    );
    expect(Object.keys(extra).sort()).toEqual(["api", "cart", "catalog", "checkout", "clock", "cms", "config", "logger", "runtime", "search", "stock", "urlResolver", "user"]);
    expect(typeof extra.urlResolver.lookups.productByUrlPath).toBe("function");
    dispose();
  });

  it("@shop/cms's page look-up is the URL fallback's default: a page story resolves, a 404 is no page", async () => {
    const page = { id: 1, uuid: "uuid-about-1", name: "About us", slug: "about-us", full_slug: "en/about-us", created_at: "2026-01-01T00:00:00.000Z", published_at: null, first_published_at: null, content: { component: "page", _uid: "p-1", title: "About us", body: [] } };
    const asked: string[] = [];
    const fetch: FetchLike = async (url) => {
      asked.push(String(url));
      if (String(url).includes("/api/ext/cms/story/en/about-us")) return json({ code: 200, result: page });
      if (String(url).includes("/api/ext/cms/story/")) return json({ code: 404, result: { message: "Story not found" } }, 404);
      return json(noHits);
    };
    const { store, dispose } = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch } });
    expect(await store.dispatch(resolveUrl({ path: "/en/about-us" })).unwrap()).toMatchObject({ kind: "route", source: "cms-lookup" });
    expect(serverResponseOf(await store.dispatch(resolveUrl({ path: "/en/nothing-here" })).unwrap())).toMatchObject({ status: 404 });
    expect(asked.some((url) => url.includes("/api/ext/cms/story/en/nothing-here"))).toBe(true);
    dispose();
  });

  it("wires a CMS page look-up into the URL fallback", async () => {
    const { fetch } = missingBackEnd();
    const cmsPageBySlug = vi.fn(async (slug: string) => (slug === "en/about-us" ? { slug } : null));
    const { store, dispose } = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch }, cmsPageBySlug });
    const resolution = await store.dispatch(resolveUrl({ path: "/en/about-us" })).unwrap();
    expect(resolution).toMatchObject({ kind: "route", source: "cms-lookup" });
    dispose();
  });
});

describe("server mode: a store per request, nothing shared", () => {
  it("a failing back end is a 503 for that request, never 'not found' or 'offline', and another request is untouched", async () => {
    const healthy = missingBackEnd();
    const first = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch: failingBackEnd } });
    const second = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch: healthy.fetch } });

    const failed = await first.store.dispatch(resolveUrl({ path: "/en/shirts/" })).unwrap();
    expect(failed.kind).toBe("error");
    expect(serverResponseOf(failed)).toMatchObject({ status: 503, cacheControl: "no-store" });
    expect(first.store.getState().connectivity.online).toBe(true);
    expect(first.store.getState().urlResolver.map).toEqual({});

    const missed = await second.store.dispatch(resolveUrl({ path: "/en/shirts/" })).unwrap();
    expect(serverResponseOf(missed)).toMatchObject({ status: 404 });
    expect(second.store.getState().connectivity.online).toBe(true);
    expect(second.store.getState().notifications.items).toEqual([]);
    expect(second.extra.catalog.searchCache).not.toBe(first.extra.catalog.searchCache);
    first.dispose();
    second.dispose();
  });

  it("leaves no timer behind once disposed, and never writes to persisted storage", async () => {
    const clock = createManualClock();
    const { fetch } = missingBackEnd();
    const { store, extra, dispose } = createShopStore({ config, runtime: "server", clock, logger: silent, syncQueue: { fetch } });
    await store.dispatch(resolveUrl({ path: "/en/shirts/" }));
    expect(extra.urlResolver.cache).toBeUndefined();
    expect(extra.urlResolver.history).toBeUndefined();
    dispose();
    expect(clock.pending()).toBe(0);
  });
});

describe("hydration", () => {
  it("hands over the published content a server rendered, never a preview token or draft", () => {
    const server = createShopStore({ config, runtime: "server", logger: silent });
    const story = { id: 1, uuid: "uuid-about-1", name: "About us", slug: "about-us", full_slug: "en/about-us", created_at: "2026-01-01T00:00:00.000Z", published_at: null, first_published_at: null, content: { component: "page" as const, _uid: "p-1", title: "About us", body: [] } };
    server.store.dispatch(storyLoaded({ key: "en/about-us", story }));
    server.store.dispatch(previewStarted({ previewToken: "secret-preview-token-1234" }));
    server.store.dispatch(draftLoaded({ story: { ...story, name: "Draft only" } }));
    const html = serializeShopState(hydratedStateOf(server.store.getState()));
    expect(html).not.toContain("secret-preview-token-1234");
    expect(html).not.toContain("Draft only");
    const browser = createShopStore({ config, runtime: "server", logger: silent, preloadedState: parseShopState(html) });
    expect(browser.store.getState().cms.stories["en/about-us"]?.story?.name).toBe("About us");
    expect(browser.store.getState().cms.currentPage).toBe("en/about-us");
    server.dispose();
    browser.dispose();
  });

  it("a store built from the serialised state answers its selectors as the server's did", () => {
    const server = createShopStore({ config, runtime: "server", logger: silent });
    server.store.dispatch(switchStoreView("de"));
    const html = serializeShopState(hydratedStateOf(server.store.getState()));
    const browser = createShopStore({ config, runtime: "server", logger: silent, preloadedState: parseShopState(html) });
    expect(selectStoreCode(browser.store.getState())).toBe("de");
    expect(hydratedStateOf(browser.store.getState())).toEqual(hydratedStateOf(server.store.getState()));
    server.dispose();
    browser.dispose();
  });
});

describe("the session seam", () => {
  it("fills {{cartId}} from the cart state and {{token}} from the session given", async () => {
    const seen: string[] = [];
    const fetch: FetchLike = async (url) => {
      seen.push(String(url));
      return json({ code: 200, result: [] });
    };
    const session = { getToken: () => "customer-token", getRefreshToken: () => null, setTokens: () => undefined };
    const { store, extra, dispose } = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch }, session });
    store.dispatch(serverTokenSet("cart-7"));
    await extra.cart.api.pull({ guest: false });
    expect(seen[0]).toContain("cartId=cart-7");
    expect(seen[0]).toContain("token=customer-token");
    dispose();
  });
});

describe("the user's session (@shop/user)", () => {
  it("the queue's {{token}} is the user state's by default, and a refreshed pair goes back into it", async () => {
    const seen: string[] = [];
    let refreshed = false;
    const fetch: FetchLike = async (url) => {
      seen.push(String(url));
      if (String(url).includes("/refresh")) {
        refreshed = true;
        return json({ code: 200, result: "token-2", meta: { refreshToken: "refresh-2" } });
      }
      if (!refreshed) return json({ code: 401, result: "expired" }, 401);
      return json({ code: 200, result: [] });
    };
    const { store, extra, dispose } = createShopStore({ config, runtime: "server", logger: silent, syncQueue: { fetch } });
    store.dispatch(sessionStarted({ token: "token-1", refreshToken: "refresh-1", sessionExpires: null, at: 0 }));
    store.dispatch(serverTokenSet("cart-7"));
    await extra.cart.api.pull({ guest: false });
    expect(seen[0]).toContain("token=token-1");
    expect(seen.at(-1)).toContain("token=token-2");
    expect(store.getState().user).toMatchObject({ token: "token-2", refreshToken: "refresh-2" });
    dispose();
  });

  it("a server render never hands over the token: the user slice is not hydrated", () => {
    const { store, dispose } = createShopStore({ config, runtime: "server", logger: silent });
    store.dispatch(sessionStarted({ token: "secret-token", refreshToken: "secret-refresh", sessionExpires: null, at: 0 }));
    const html = serializeShopState(hydratedStateOf(store.getState()));
    expect(html).not.toContain("secret-token");
    expect(html).not.toContain("secret-refresh");
    expect(() => parseShopState(JSON.stringify({ user: { token: "x" } }))).toThrow(/unknown slices user/);
    dispose();
  });
});
