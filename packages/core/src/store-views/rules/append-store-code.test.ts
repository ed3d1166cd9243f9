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
  ])("%s in %s → %s", (path, code, expected) => {
    expect(appendStoreCode(path, view(code), config)).toBe(expected);
  });

  it("uses the configured parameter name", () => {
    const custom = createConfig({ storeViews: { storeCodeQueryParam: "store" } });
    expect(appendStoreCode("/fr/", custom.storeViews.views.fr!, custom)).toBe("/fr/?store=fr");
  });
});
