import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/i18n exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ACCOUNT_MESSAGES",
      "CATALOGUES",
      "CHECKOUT_MESSAGES",
      "COMMERCE_MESSAGES",
      "CONTENT_MESSAGES",
      "DEFAULT_LOCALE",
      "FALLBACK_LOCALE",
      "LABEL_MESSAGES",
      "LISTING_MESSAGES",
      "MESSAGES",
      "PRESENTATION_ERROR_MESSAGES",
      "PRODUCT_MESSAGES",
      "SCREEN_MESSAGES",
      "SHOP_LOCALES",
      "SHOP_NAMESPACE",
      "UI_MESSAGES",
      "VALIDATION_MESSAGES",
      "createShopI18n",
      "createShopI18nFor",
      "findCatalogueProblems",
      "isShopLocale",
      "loadCatalogue",
      "placeholdersOf",
    ]);
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": [
        "Catalogue",
        "CatalogueProblem",
        "MessageKey",
        "ShopI18nOptions",
        "ShopLocale"
      ]
    });
  });
});
