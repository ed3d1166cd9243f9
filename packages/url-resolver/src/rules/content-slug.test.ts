import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { contentSlugOf } from "./content-slug";
import { urlKeyOf } from "./url-key";

const multistore = createConfig();
const single = createConfig({ storeViews: { multistore: false } });

describe("content page slugs (presentation-content.md §2)", () => {
  it.each([
    ["multistore: a page in the default store", multistore, "/over-ons/", "nl/over-ons"],
    ["multistore: a page in en", multistore, "/en/about-us", "en/about-us"],
    ["multistore: the empty path becomes home", multistore, "/", "nl/home"],
    ["multistore: a store-code segment gets /home", multistore, "/en", "en/home"],
    ["multistore: /nl (no prefix of its own) gets /home", multistore, "/nl/", "nl/home"],
    ["multistore: nested paths", multistore, "/de/service/versand?x=1", "de/service/versand"],
    ["single store: the path without the leading slash", single, "/over-ons", "over-ons"],
    ["single store: the empty path becomes home", single, "", "home"],
    ["single store: a store code gets /home", single, "/en", "en/home"],
  ])("%s: %s → %s", (_case, config, path, slug) => {
    expect(contentSlugOf(urlKeyOf(path, config), config)).toBe(slug);
  });
});
