import { describe, expect, it } from "vitest";
import { resultKey, resultOwner, tokenFingerprint } from "./result-key";

describe("tokenFingerprint (FNV-1a 64 bit)", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("of %j is %s (the published FNV-1a test vectors)", (token, fingerprint) => {
    expect(tokenFingerprint(token)).toBe(fingerprint);
  });
});

describe("cached results: one record per url, owned by a session (commerce-core.md §4 Network tasks; Logout clears user data)", () => {
  const me = "http://api/api/ext/shop/me?token={{token}}";
  it.each([
    ["the method is upper-cased", "get", "http://api/api/product?sku=A", "GET http://api/api/product?sku=A"],
    ["a customer url has one key whatever the token", "GET", me, `GET ${me}`],
  ])("resultKey: %s", (_case, method, url, key) => {
    expect(resultKey(method, url)).toBe(key);
  });

  it.each([
    ["a url without the token is nobody's", "http://api/api/product?sku=A", "tok-1", null],
    ["the same, for a guest", "http://api/api/product?sku=A", null, null],
    ["a customer url is owned by the token's fingerprint", me, "tok-1", tokenFingerprint("tok-1")],
    ["a customer url without a token is the guest's", me, null, "guest"],
  ])("resultOwner: %s", (_case, url, token, owner) => {
    expect(resultOwner(url, token)).toBe(owner);
  });

  it("two customers never share an owner, and the token itself is not in it", () => {
    const first = resultOwner(me, "secret-token-of-anna");
    const second = resultOwner(me, "secret-token-of-bram");
    expect(first).not.toBe(second);
    expect(first).not.toContain("secret-token-of-anna");
  });
});
