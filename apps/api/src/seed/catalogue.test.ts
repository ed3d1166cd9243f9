import { describe, expect, it } from "vitest";
import { buildCatalogue, specialIsCurrent } from "./catalogue";
import { CATEGORIES, CATEGORY, categoryPathIds, ROOT_CATEGORY_ID } from "./categories";
import { buildUrlRewrites } from "./documents";
import { productImageSvg } from "./images";

const today = "2026-06-01";

describe("the demo catalogue", () => {
  const products = buildCatalogue(today);

  it("is deterministic", () => {
    expect(JSON.stringify(buildCatalogue(today))).toBe(JSON.stringify(products));
    expect(productImageSvg(products[0]!)).toBe(productImageSvg(buildCatalogue(today)[0]!));
  });

  it("has at least 80 products of every type, with unique skus and ids", () => {
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(new Set(products.map((product) => product.type))).toEqual(new Set(["configurable", "simple", "grouped", "bundle"]));
    const skus = products.flatMap((product) => [product.sku, ...product.children.map((child) => child.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    const ids = products.flatMap((product) => [product.id, ...product.children.map((child) => child.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a category tree under root 2 with the spec's top categories", () => {
    const top = CATEGORIES.filter((category) => category.parentId === ROOT_CATEGORY_ID).map((category) => category.name.en);
    expect(top).toEqual(expect.arrayContaining(["Shirts", "Trousers", "Jackets", "Knitwear", "Shoes", "Accessories", "Sale"]));
    expect(categoryPathIds(10)).toEqual([1, 2, 3, 10]);
    expect(products.every((product) => product.categoryIds.every((id) => CATEGORIES.some((category) => category.id === id)))).toBe(true);
  });

  it("puts exactly the products with a current special price in Sale", () => {
    const sale = products.filter((product) => product.categoryIds.includes(CATEGORY.sale)).map((product) => product.sku);
    const current = products.filter((product) => specialIsCurrent(product.special, product.price, today)).map((product) => product.sku);
    expect(sale.length).toBeGreaterThan(5);
    expect(sale).toEqual(current);
  });

  it("has out-of-stock and disabled children, and a not-managed item", () => {
    const children = products.flatMap((product) => product.children);
    expect(children.some((child) => child.qty === 0)).toBe(true);
    expect(children.some((child) => child.status === 2)).toBe(true);
    expect(products.some((product) => !product.manageStock)).toBe(true);
  });

  it("has URL rewrites with 301 and 302 redirects in every language", () => {
    for (const lang of ["nl", "en", "de", "fr"] as const) {
      const types = new Set(buildUrlRewrites(lang, products).map((rewrite) => rewrite.redirect_type));
      expect(types).toEqual(new Set([0, 301, 302]));
    }
  });
});
