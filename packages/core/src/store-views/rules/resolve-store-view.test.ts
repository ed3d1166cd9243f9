import { describe, expect, it } from "vitest";
import { createConfig } from "../../config/create-config";
import { delocalizePath, localizePath, parseStorePath, resolveStoreViewFromPath } from "./resolve-store-view";

const config = createConfig();
const prefixed = createConfig({ storeViews: { defaultStorePrefix: "store-code" } });
const single = createConfig({ storeViews: { multistore: false } });
const view = (code: string) => config.storeViews.views[code]!;

describe("resolveStoreViewFromPath (commerce-core.md §1: nl no prefix, /en, /de, /fr)", () => {
  it.each([
    ["/", "nl"],
    ["", "nl"],
    ["/p/SHIRT-1/oxford-shirt/", "nl"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/p/SHIRT-1/oxford-shirt/", "en"],
    ["/de/c/shirts/?page=2", "de"],
    ["/fr#top", "fr"],
    ["/english/", "nl"],
    ["/entry", "nl"],
    ["/nl/", "nl"],
  ])("%s → %s", (path, code) => {
    expect(resolveStoreViewFromPath(path, config).storeCode).toBe(code);
  });

  it("multistore off: every path is the default store's", () => {
    expect(resolveStoreViewFromPath("/en/p/x/", single).storeCode).toBe("nl");
  });
});

describe("localizePath / delocalizePath (presentation-content.md §2: prefixes added or stripped)", () => {
  it.each([
    ["/p/x/", "en", "/en/p/x/"],
    ["/", "en", "/en/"],
    ["/p/x/", "nl", "/p/x/"],
    ["/en/p/x/", "de", "/de/p/x/"],
    ["/en/p/x/", "en", "/en/p/x/"],
    ["/de/c/shirts/?page=2#grid", "nl", "/c/shirts/?page=2#grid"],
    ["p/x/", "fr", "/fr/p/x/"],
    // A switch of store view stays on the shop: "//host" and "/\\host" are another site to a browser.
    ["/en//evil.example/", "nl", "/evil.example/"],
    ["/en/\\evil.example/", "nl", "/evil.example/"],
    ["//evil.example/", "en", "/en/evil.example/"],
    ["\\evil.example/", "nl", "/evil.example/"],
  ])("localize %s into %s → %s", (path, code, expected) => {
    expect(localizePath(path, view(code), config)).toBe(expected);
  });

  it.each([
    ["/en/p/x/", "/p/x/"],
    ["/en", "/"],
    ["/en/", "/"],
    ["/p/x/", "/p/x/"],
    ["/fr/c/a/?q=1", "/c/a/?q=1"],
    ["/english/", "/english/"],
    ["/de//x/", "/x/"],
    ["//evil.example/?q=1", "/evil.example/?q=1"],
  ])("delocalize %s → %s", (path, expected) => {
    expect(delocalizePath(path, config)).toBe(expected);
  });

  it("the /nl reading (presentation-content.md §2) prefixes and strips the default store", () => {
    const nl = prefixed.storeViews.views.nl!;
    expect(localizePath("/p/x/", nl, prefixed)).toBe("/nl/p/x/");
    expect(delocalizePath("/nl/p/x/", prefixed)).toBe("/p/x/");
    expect(resolveStoreViewFromPath("/nl/p/x/", prefixed).storeCode).toBe("nl");
  });

  it("multistore off: no prefixes", () => {
    expect(localizePath("/p/x/", single.storeViews.views.en!, single)).toBe("/p/x/");
  });
});

describe("parseStorePath (commerce-core.md §1, presentation-content.md §2: store view, prefix and bare path in one read)", () => {
  it.each([
    ["/en/p/x/?q=1#top", config, { code: "en", prefix: "/en", pathname: "/p/x/", search: "?q=1", hash: "#top" }],
    ["/en", config, { code: "en", prefix: "/en", pathname: "/", search: "", hash: "" }],
    ["/p/x/", config, { code: "nl", prefix: "", pathname: "/p/x/", search: "", hash: "" }],
    ["c/a", config, { code: "nl", prefix: "", pathname: "/c/a", search: "", hash: "" }],
    ["/english/", config, { code: "nl", prefix: "", pathname: "/english/", search: "", hash: "" }],
    ["/nl/p/x/", prefixed, { code: "nl", prefix: "/nl", pathname: "/p/x/", search: "", hash: "" }],
    ["/en/p/x/", single, { code: "nl", prefix: "", pathname: "/en/p/x/", search: "", hash: "" }],
  ])("%s", (path, shopConfig, expected) => {
    const { view: found, ...rest } = parseStorePath(path, shopConfig);
    expect({ code: found.storeCode, ...rest }).toEqual(expected);
  });
});
