import { createTestClient } from "@shop/sync-queue/testing";
import { describe, expect, it } from "vitest";
import { CatalogOptionsError, createCatalogExtra, type CatalogOptionsInput } from "./catalog.extra";

function extraWith(catalog: CatalogOptionsInput) {
  const { config, clock, client } = createTestClient();
  return createCatalogExtra({ config, clock, api: client }, { catalog });
}

describe("catalog options (createCatalogExtra)", () => {
  it("fills the defaults; variantFallbackToDefault picks the spec's reading (commerce-core.md §4)", () => {
    expect(extraWith({}).catalogOptions).toEqual({
      searchCacheTtlMs: 300_000,
      maxGetUrlLength: 4000,
      variantFallbackToDefault: true,
      syncPlatformPrices: "customer-group",
      renderListChunkSize: 100,
    });
    expect(extraWith({ variantFallbackToDefault: false }).catalogOptions.variantFallbackToDefault).toBe(false);
  });

  it("a misspelled key is an error naming it, not dropped while the default stays", () => {
    expect(() => extraWith({ variantFallbackToDefalt: false } as CatalogOptionsInput)).toThrow(
      new CatalogOptionsError("variantFallbackToDefalt: Unrecognized key"),
    );
  });

  it("bad values are a CatalogOptionsError listing each by path", () => {
    const bad = () => extraWith({ maxGetUrlLength: -1, syncPlatformPrices: "sometimes" as never });
    expect(bad).toThrow(CatalogOptionsError);
    expect(bad).toThrow(/^Invalid catalog-pricing options: maxGetUrlLength: .+; syncPlatformPrices: /);
  });
});
