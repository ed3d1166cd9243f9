import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { splitRequestUrl } from "./url";

// commerce-core.md §1: nl (default) has no prefix, en /en, de /de, fr /fr; presentation-content.md §2: the default may use /nl.
const shop = createConfig();
const defaultPrefixed = createConfig({ storeViews: { defaultStorePrefix: "store-code" } });
const singleStore = createConfig({ storeViews: { multistore: false } });

describe("splitRequestUrl (store view and request_path of a URL, by core's store path rules)", () => {
  it.each([
    ["a default-store path", shop, "overhemden/casual/", undefined, { storeCode: "nl", path: "overhemden/casual" }],
    ["a prefixed path with query and hash", shop, "/en/shirts/casual/?page=2#top", undefined, { storeCode: "en", path: "shirts/casual" }],
    ["a store's home", shop, "/de", undefined, { storeCode: "de", path: "" }],
    ["a first segment that only starts like a prefix", shop, "/english-shirts", undefined, { storeCode: "nl", path: "english-shirts" }],
    // The default store has no prefix: its own code as a first segment is an ordinary segment.
    ["the default store's code as a segment of a default-store path", shop, "nl/overhemden", undefined, { storeCode: "nl", path: "nl/overhemden" }],
    // The /nl reading: the default store's prefix is stripped like any other.
    ["the default store's own prefix (defaultStorePrefix store-code)", defaultPrefixed, "/nl/overhemden/", undefined, { storeCode: "nl", path: "overhemden" }],
    ["another store with the default prefixed", defaultPrefixed, "/fr/chemises", undefined, { storeCode: "fr", path: "chemises" }],
    // Multistore off: no path belongs to another store, "en" is a segment of the default store.
    ["a store code as a segment with multistore off", singleStore, "/en/shirts", undefined, { storeCode: "nl", path: "en/shirts" }],
    ["a storeCode sent with a delocalized path", shop, "nl/overhemden", "en", { storeCode: "en", path: "nl/overhemden" }],
    // With storeCode the url is a decoded request path (@shop/url-resolver's): only slashes are stripped.
    ["a storeCode sent with a slashed request path", shop, "/overhemden/casual/", "nl", { storeCode: "nl", path: "overhemden/casual" }],
    ["a decoded ? in a request path (a visited /overhemden%3Fx/) is part of it", shop, "overhemden?x", "nl", { storeCode: "nl", path: "overhemden?x" }],
    ["a decoded ? in a product path", shop, "/p/SH-OXF-WHT/oxford-overhemd-wit?cheap/", "nl", { storeCode: "nl", path: "p/SH-OXF-WHT/oxford-overhemd-wit?cheap" }],
    ["a decoded # in a request path", shop, "/acties#x/", "nl", { storeCode: "nl", path: "acties#x" }],
    ["a leading backslash (a visited /%5Coverhemden/) stays", shop, "/\\overhemden/", "nl", { storeCode: "nl", path: "\\overhemden" }],
    // Without storeCode the url is a full URL: its store prefix, query and hash are cut as before.
    ["a full URL's query and hash without storeCode", shop, "/overhemden/?x=1#top", undefined, { storeCode: "nl", path: "overhemden" }],
  ])("%s", (_case, config, url, storeCode, expected) => {
    expect(splitRequestUrl(url, config, storeCode)).toEqual(expected);
  });
});
