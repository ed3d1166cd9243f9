import { describe, expect, it } from "vitest";
import { resultKey, tokenFingerprint } from "./result-key";

describe("tokenFingerprint (FNV-1a 64 bit)", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("of %j is %s (the published FNV-1a test vectors)", (token, fingerprint) => {
    expect(tokenFingerprint(token)).toBe(fingerprint);
  });
});

describe("resultKey: cached results per customer (commerce-core.md §4 Logout clears user data)", () => {
  const me = "http://api/api/ext/shop/me?token={{token}}";
  it.each([
    ["a url without the token ignores the session", "get", "http://api/api/product?sku=A", "tok-1", "GET http://api/api/product?sku=A"],
    ["the same, for a guest", "GET", "http://api/api/product?sku=A", null, "GET http://api/api/product?sku=A"],
    ["a customer url is keyed by the token's fingerprint", "GET", me, "tok-1", `GET ${me} @${tokenFingerprint("tok-1")}`],
    ["a customer url without a token has the guest key", "GET", me, null, `GET ${me} @guest`],
  ])("%s", (_case, method, url, token, key) => {
    expect(resultKey(method, url, token)).toBe(key);
  });

  it("two customers never share a key, and the token itself is not in it", () => {
    const first = resultKey("GET", me, "secret-token-of-anna");
    const second = resultKey("GET", me, "secret-token-of-bram");
    expect(first).not.toBe(second);
    expect(first).not.toContain("secret-token-of-anna");
  });
});
