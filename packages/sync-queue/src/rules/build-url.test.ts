import { describe, expect, it } from "vitest";
import { buildUrl } from "./build-url";

const api = { url: "http://localhost:8787/", ext: "shop", newsletterExt: "news" };

describe("API urls (commerce-core.md §7: paths relative to the API host, {ext})", () => {
  it.each([
    ["/api/ext/{ext}/me", undefined, "http://localhost:8787/api/ext/shop/me"],
    ["api/ext/{newsletter}/subscribe", { email: "a+b@x.nl" }, "http://localhost:8787/api/ext/news/subscribe?email=a%2Bb%40x.nl"],
    ["/api/stock/list", { skus: "A,B", skip: undefined, none: null }, "http://localhost:8787/api/stock/list?skus=A%2CB"],
    ["/api/x?a=1", { b: 2, flag: true }, "http://localhost:8787/api/x?a=1&b=2&flag=true"],
    ["/api/x", { "skuRequests[0][sku]": ["S1"] }, "http://localhost:8787/api/x?skuRequests%5B0%5D%5Bsku%5D=S1"],
    ["/api/cart/pull", { cartId: "{{cartId}}", token: "{{token}}" }, "http://localhost:8787/api/cart/pull?cartId={{cartId}}&token={{token}}"],
    // The placeholder text in any other parameter is data (a visited "/{{token}}/"): encoded, never filled with the token.
    ["/api/url/redirect", { request_path: "{{token}}", sku: "{{cartId}}" }, "http://localhost:8787/api/url/redirect?request_path=%7B%7Btoken%7D%7D&sku=%7B%7BcartId%7D%7D"],
    ["/api/x", { token: "{{cartId}}", cartId: "{{token}}" }, "http://localhost:8787/api/x?token=%7B%7BcartId%7D%7D&cartId=%7B%7Btoken%7D%7D"],
    ["https://other.example/api/x", { q: "a b" }, "https://other.example/api/x?q=a%20b"],
  ])("%s with %o", (path, query, expected) => {
    expect(buildUrl(path, api, query)).toBe(expected);
  });
});
