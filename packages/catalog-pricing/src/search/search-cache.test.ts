import { createManualClock } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { createSearchCache } from "./search-cache";
import { emptySearchResult } from "./search-result";

describe("search cache (presentation-content.md §7 cached per request hash; commerce-core.md §9 search cache quota 4096)", () => {
  it("keeps at most `quota` results, least recently used out first", () => {
    const cache = createSearchCache({ quota: 2, ttlMs: 0, clock: createManualClock() });
    cache.set("a", emptySearchResult("a", 0, 50, false));
    cache.set("b", emptySearchResult("b", 0, 50, false));
    expect(cache.get("a")?.hash).toBe("a");
    cache.set("c", emptySearchResult("c", 0, 50, false));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.hash).toBe("a");
    expect(cache.size).toBe(2);
  });

  it("an entry expires after ttlMs on the injected clock", () => {
    const clock = createManualClock();
    const cache = createSearchCache({ quota: 10, ttlMs: 1000, clock });
    cache.set("a", emptySearchResult("a", 0, 50, false));
    clock.advance(999);
    expect(cache.get("a")).toBeDefined();
    clock.advance(2);
    expect(cache.get("a")).toBeUndefined();
  });
});
