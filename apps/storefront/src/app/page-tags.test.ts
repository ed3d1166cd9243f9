import { describe, expect, it } from "vitest";
import type { ShopState } from "@shop/store";
import { pageTags } from "./page-tags";

const state = (overrides: Record<string, unknown>) =>
  ({
    storeContext: { storeView: { storeCode: "en" } },
    cms: { stories: {}, blog: {} },
    product: { original: null, parts: [] },
    category: { currentId: null },
    ...overrides,
  }) as unknown as ShopState;

describe("a page's cache tags (what it shows)", () => {
  it("tags every page with its store view's theme", () => {
    expect(pageTags(state({}), { listing: false })).toEqual(["theme:en"]);
  });

  it("tags the stories, the product with its children and parts, the category, and listings", () => {
    const tags = pageTags(
      state({
        cms: { stories: { "en/home": {}, "en/about-us": {} }, blog: { "/en|blog|8|0": {} } },
        product: { original: { sku: "SH-1", configurable_children: [{ sku: "SH-1-M" }] }, parts: [{ sku: "BELT" }] },
        category: { currentId: 12 },
      }),
      { listing: true },
    );
    expect(tags).toEqual(["theme:en", "story:en/home", "story:en/about-us", "blog:en", "product:SH-1", "product:SH-1-M", "product:BELT", "category:12", "listing"]);
  });
});
