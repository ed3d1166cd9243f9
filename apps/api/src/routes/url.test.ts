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
  ])("%s", (_case, config, url, storeCode, expected) => {
    expect(splitRequestUrl(url, config, storeCode)).toEqual(expected);
  });
});
