import { describe, expect, it } from "vitest";
import { createMemoryOutputCache, isCacheableStatus, outputCacheKey } from "./output-cache";

const page = (html: string) => ({ status: 200, html, headers: {} });

describe("the in-memory output cache", () => {
  it("keys by store view and URL with its query", () => {
    expect(outputCacheKey("en", new URL("http://x/en/c/shirts/?page=2"))).toBe("en|/en/c/shirts/?page=2");
  });

  it.each([
    [200, true],
    [404, true],
    [301, false],
    [500, false],
    [503, false],
  ])("caches status %i: %s", (status, cacheable) => {
    expect(isCacheableStatus(status)).toBe(cacheable);
  });

  it("drops exactly the pages tagged with a changed tag", async () => {
    const cache = createMemoryOutputCache({ ttlSeconds: 600 });
    await cache.set("a", page("A"), ["theme:nl", "product:SH-1"]);
    await cache.set("b", page("B"), ["theme:nl", "listing"]);
    await cache.set("c", page("C"), ["theme:en"]);
    expect(await cache.invalidate(["product:SH-1"])).toBe(1);
    expect(await cache.get("a")).toBeUndefined();
    expect((await cache.get("b"))?.html).toBe("B");
    expect(await cache.invalidate(["theme:nl", "theme:en"])).toBe(2);
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("c")).toBeUndefined();
    expect(await cache.invalidate(["unknown"])).toBe(0);
  });

  it("keeps nothing with a TTL of 0 and forgets evicted pages' tags", async () => {
    const off = createMemoryOutputCache({ ttlSeconds: 0 });
    await off.set("a", page("A"), ["t"]);
    expect(await off.get("a")).toBeUndefined();
    const small = createMemoryOutputCache({ ttlSeconds: 600, maxEntries: 1 });
    await small.set("a", page("A"), ["t"]);
    await small.set("b", page("B"), ["u"]);
    expect(await small.get("a")).toBeUndefined();
    expect(await small.invalidate(["t"])).toBe(0);
  });
});
