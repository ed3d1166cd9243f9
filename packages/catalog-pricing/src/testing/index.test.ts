import { describe, expect, it } from "vitest";
import * as testing from "./index";

// Guards the ./testing export: other packages and the storefront build on it.
describe("@shop/catalog-pricing/testing exports", () => {
  it("exports exactly the test helpers", () => {
    expect(Object.keys(testing).sort()).toEqual([
      "answerSearch",
      "bundleGiftBox",
      "burgundyTie",
      "catalogFixtures",
      "catalogHandlers",
      "configurableShirt",
      "createCatalogTestStore",
      "createRecordingLogger",
      "disabledJacket",
      "fixtureAttributes",
      "fixtureCategories",
      "fixtureProducts",
      "fixtureTaxRules",
      "groupedTieSet",
      "navySocks",
      "pocketSquare",
      "shirtChildDocument",
      "silkTie",
    ]);
  });

  it("every fixture product fits the product schema", async () => {
    const { productSchema } = await import("../product.schemas");
    for (const product of testing.fixtureProducts) expect(productSchema.safeParse(product).success, product.sku).toBe(true);
  });
});
