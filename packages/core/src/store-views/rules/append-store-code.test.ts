import { describe, expect, it } from "vitest";
import { createConfig } from "../../config/create-config";
import { appendStoreCode } from "./append-store-code";

const config = createConfig();
const view = (code: string) => config.storeViews.views[code]!;

describe("appendStoreCode (commerce-core.md §1: store code appended as a query parameter)", () => {
  it.each([
    ["/en/p/x/", "en", "/en/p/x/?___store=en"],
    ["/en/c/shirts/?page=2", "en", "/en/c/shirts/?page=2&___store=en"],
    ["/de/c/a/#top", "de", "/de/c/a/?___store=de#top"],
    ["/de/c/a/?___store=en", "de", "/de/c/a/?___store=de"],
    ["/p/x/", "nl", "/p/x/"],
    ["/c/a/?page=2#top", "nl", "/c/a/?page=2#top"],
    ["/c/a/?___store=en&page=2", "nl", "/c/a/?page=2"],
    ["/c/a/?___store=en#top", "nl", "/c/a/#top"],
    // The rest of the query is kept as written, never re-encoded.
    ["/en/c/a/?q=a%20b&flag&f=color:red", "en", "/en/c/a/?q=a%20b&flag&f=color:red&___store=en"],
    ["/en/c/a/?q=a+b&e=%C3%A9&empty=", "en", "/en/c/a/?q=a+b&e=%C3%A9&empty=&___store=en"],
    ["/c/a/?q=a%20b&___store=en&flag", "nl", "/c/a/?q=a%20b&flag"],
    ["/c/a/?q=a%20b&flag#f=color:red", "nl", "/c/a/?q=a%20b&flag#f=color:red"],
    // An existing store code is replaced in place; a repeat of it is dropped.
    ["/fr/c/a/?page=2&___store=en&sort=price", "fr", "/fr/c/a/?page=2&___store=fr&sort=price"],
    ["/fr/c/a/?___store=en&page=2&___store=de", "fr", "/fr/c/a/?___store=fr&page=2"],
    ["/fr/c/a/?%5F%5F%5Fstore=en", "fr", "/fr/c/a/?___store=fr"],
    ["/fr/c/a/?___store", "fr", "/fr/c/a/?___store=fr"],
    // A parameter that only starts like the store code is someone else's.
    ["/fr/c/a/?___store_x=1", "fr", "/fr/c/a/?___store_x=1&___store=fr"],
    ["/en/?", "en", "/en/?___store=en"],
    ["/en/?bad=%E0%A4%A", "en", "/en/?bad=%E0%A4%A&___store=en"],
  ])("%s in %s → %s", (path, code, expected) => {
    expect(appendStoreCode(path, view(code), config)).toBe(expected);
  });

  it("uses the configured parameter name", () => {
    const custom = createConfig({ storeViews: { storeCodeQueryParam: "store" } });
    expect(appendStoreCode("/fr/", custom.storeViews.views.fr!, custom)).toBe("/fr/?store=fr");
  });
});
