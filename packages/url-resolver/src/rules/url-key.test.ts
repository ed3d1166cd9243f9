import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { urlKeyOf, urlKeyOfUrlPath } from "./url-key";

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

  it("a registered url_path and a visited path meet at the same key", () => {
    expect(urlKeyOfUrlPath("shirts/casual", "en")).toBe(urlKeyOf("/en/shirts/casual/", config).key);
  });
});
