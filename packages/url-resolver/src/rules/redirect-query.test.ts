import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { withVisitedQuery } from "./redirect-query";

const config = createConfig();
const view = (code: string) => config.storeViews.views[code]!;

describe("a redirect keeps the visited query (commerce-core.md §2 redirect records; presentation-content.md §2 'Category listing pages take a page query parameter')", () => {
  it.each([
    ["no visited query: the location as it is", "/overhemden/", "", "nl", "/overhemden/"],
    ["a bare '?': the location as it is", "/overhemden/", "?", "nl", "/overhemden/"],
    ["an old paginated category URL keeps its page", "/overhemden/", "?page=3", "nl", "/overhemden/?page=3"],
    ["campaign parameters, in their order", "/sale/", "?utm_source=mail&utm_campaign=summer", "nl", "/sale/?utm_source=mail&utm_campaign=summer"],
    ["visited pairs first, then the target's store code", "/en/sale/?___store=en", "?utm_source=mail", "en", "/en/sale/?utm_source=mail&___store=en"],
    ["the visited store code is not doubled", "/en/sale/?___store=en", "?___store=en&page=2", "en", "/en/sale/?page=2&___store=en"],
    ["a name the target has too: the target's value, once", "/sale/?page=1", "?page=3&utm_source=mail", "nl", "/sale/?utm_source=mail&page=1"],
    ["names compare as a parser reads them (%xx, +)", "/sale/?a%20b=1", "?a+b=2&c=3", "nl", "/sale/?c=3&a%20b=1"],
    ["a stale store code of another view goes (nl appends none)", "/sale/", "?___store=en&utm_source=mail", "nl", "/sale/?utm_source=mail"],
    ["visited pairs stay byte for byte (no re-encoding), repeated names too", "/sale/", "?q=a%20b&flag&color=red&color=blue", "nl", "/sale/?q=a%20b&flag&color=red&color=blue"],
    ["the target's hash stays after the query", "/sale/#grid", "?page=2", "nl", "/sale/?page=2#grid"],
    ["an absolute target stays as it is", "https://brand.example.com/", "?utm_source=mail", "nl", "https://brand.example.com/"],
    ["an absolute target with an upper-case scheme too", "HTTPS://brand.example.com/?x=1", "?utm_source=mail", "nl", "HTTPS://brand.example.com/?x=1"],
  ])("%s", (_case, location, search, code, expected) => {
    expect(withVisitedQuery(location, search, view(code), config)).toBe(expected);
  });
});
