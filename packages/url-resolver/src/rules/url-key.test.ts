import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { urlKeyOf, urlKeyOfUrlPath, variantUrlKey } from "./url-key";

const config = createConfig();

describe("URL map keys (commerce-core.md §2 Navigation resolution: one map per store view)", () => {
  it.each([
    ["/overhemden/casual/", "nl:overhemden/casual"],
    ["/en/shirts/casual/?page=2#grid", "en:shirts/casual"],
    ["/en", "en:"],
    ["/", "nl:"],
    ["oxford-overhemd-wit.html", "nl:oxford-overhemd-wit.html"],
  ])("%s → %s", (path, key) => {
    expect(urlKeyOf(path, config).key).toBe(key);
  });

  it.each([
    ["a variant's answer is kept under its sku and the path", "nl:p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M", "SH-OXF-WHT-M", "SH-OXF-WHT-M@nl:p/SH-OXF-WHT/oxford-overhemd-wit/SH-OXF-WHT-M"],
    ["another variant of the same path: another key", "nl:p/SH-OXF-WHT/oxford-overhemd-wit", "SH-OXF-WHT-L", "SH-OXF-WHT-L@nl:p/SH-OXF-WHT/oxford-overhemd-wit"],
    ["a sku with '@' or ':' is encoded: it cannot run into the path", "nl:x", "A@b:c", "A%40b%3Ac@nl:x"],
    ["no variant: the path's key", "nl:p/SH-OXF-WHT/oxford-overhemd-wit", null, "nl:p/SH-OXF-WHT/oxford-overhemd-wit"],
    ["an empty sku: the path's key", "nl:p/SH-OXF-WHT/oxford-overhemd-wit", "", "nl:p/SH-OXF-WHT/oxford-overhemd-wit"],
  ])("%s (commerce-core.md §2 variant routes)", (_case, key, childSku, expected) => {
    expect(variantUrlKey(key, childSku)).toBe(expected);
  });

  it.each([
    ["/en/shirts/casual/?page=2#grid", "?page=2"],
    ["/heren/overhemden/", ""],
  ])("the query of %s (%j) is kept apart from the key, for a redirect to pass on", (path, search) => {
    expect(urlKeyOf(path, config).search).toBe(search);
  });

  it("a registered url_path and a visited path meet at the same key", () => {
    expect(urlKeyOfUrlPath("shirts/casual", "en")).toBe(urlKeyOf("/en/shirts/casual/", config).key);
  });
});
