import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { alternateUrls } from "./alternate-urls";

const config = createConfig({});

describe("alternate URLs (presentation-content.md §2 language sidebar; hreflang)", () => {
  it("keeps a page's path under each store view's prefix", () => {
    expect(alternateUrls("/en/blog/?page=2", config, undefined)).toEqual({ nl: "/blog/?page=2", en: "/en/blog/?page=2", de: "/de/blog/?page=2", fr: "/fr/blog/?page=2" });
  });

  it("takes a page's own alternates, and the store's home where it has none", () => {
    expect(alternateUrls("/c/overhemden/", config, { nl: "/c/overhemden/", en: "/en/c/shirts/" })).toEqual({ nl: "/c/overhemden/", en: "/en/c/shirts/", de: "/de/", fr: "/fr/" });
  });

  it("drops the store code query parameter of the store view the path was in, and keeps the rest of the query", () => {
    expect(alternateUrls("/en/p/SH-OXF-WHT/oxford-shirt-in-white/?___store=en", config, undefined)).toEqual({
      nl: "/p/SH-OXF-WHT/oxford-shirt-in-white/",
      en: "/en/p/SH-OXF-WHT/oxford-shirt-in-white/",
      de: "/de/p/SH-OXF-WHT/oxford-shirt-in-white/",
      fr: "/fr/p/SH-OXF-WHT/oxford-shirt-in-white/",
    });
    expect(alternateUrls("/en/c/shirts/?page=2&___store=en", config, undefined)["nl"]).toBe("/c/shirts/?page=2");
  });
});
