import { describe, expect, it } from "vitest";
import { cartLineHref, slugOf } from "./cart-items";

describe("cart line links", () => {
  it.each([
    ["Oxford overhemd", "oxford-overhemd"],
    ["Chino – slim fit (blauw)", "chino-slim-fit-blauw"],
    ["Crème brûlée", "creme-brulee"],
    ["!!!", "product"],
  ])("slug of %s is %s", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });

  it("links a variant line to its parent's page with the variant's sku, a simple one to its own", () => {
    expect(cartLineHref({ sku: "MS-01-M", parentSku: "MS-01", name: "Oxford overhemd" })).toBe("/p/MS-01/oxford-overhemd/MS-01-M/");
    expect(cartLineHref({ sku: "BELT-1", name: "Riem" })).toBe("/p/BELT-1/riem/");
  });
});
