import { describe, expect, it } from "vitest";
import { currentToken, fillUrlTemplate, needsCartId, needsSession, usesToken } from "./template-url";

describe("url templating (commerce-core.md §4 Network tasks, §6/§7 token placement)", () => {
  it.each([
    [
      "token as query parameter, every occurrence",
      "http://api/x/{{token}}?token={{token}}&cartId={{cartId}}&again={{cartId}}",
      { token: "t1", cartId: "c1", tokenInHeader: false },
      { url: "http://api/x/t1?token=t1&cartId=c1&again=c1", headers: {}, sentToken: "t1" },
    ],
    [
      "token in the header drops the token parameter",
      "http://api/me?token={{token}}&pageSize=20",
      { token: "t1", cartId: null, tokenInHeader: true },
      { url: "http://api/me?pageSize=20", headers: { Authorization: "Bearer t1" }, sentToken: "t1" },
    ],
    [
      "token in the header, token the only parameter",
      "http://api/me?token={{token}}",
      { token: "t1", cartId: null, tokenInHeader: true },
      { url: "http://api/me", headers: { Authorization: "Bearer t1" }, sentToken: "t1" },
    ],
    [
      "a guest sends no token parameter and no header",
      "http://api/cart/pull?cartId={{cartId}}&token={{token}}",
      { token: null, cartId: "c1", tokenInHeader: false },
      { url: "http://api/cart/pull?cartId=c1", headers: {}, sentToken: null },
    ],
    [
      "tokens are url-encoded in the query",
      "http://api/me?token={{token}}",
      { token: "a+b/c=", cartId: null, tokenInHeader: false },
      { url: "http://api/me?token=a%2Bb%2Fc%3D", headers: {}, sentToken: "a+b/c=" },
    ],
    [
      "a url without placeholders carries no token",
      "http://api/catalog",
      { token: "t1", cartId: "c1", tokenInHeader: true },
      { url: "http://api/catalog", headers: {}, sentToken: null },
    ],
    [
      "the hash survives",
      "http://api/me?token={{token}}#x",
      { token: "t1", cartId: null, tokenInHeader: true },
      { url: "http://api/me#x", headers: { Authorization: "Bearer t1" }, sentToken: "t1" },
    ],
  ])("%s", (_case, template, values, expected) => {
    expect(fillUrlTemplate(template, values)).toEqual(expected);
  });

  it.each([
    ["http://api/cart/pull?cartId={{cartId}}", true, false],
    ["http://api/me?token={{token}}", false, true],
    ["http://api/cart/update?token={{token}}&cartId={{cartId}}", true, true],
    ["http://api/catalog", false, false],
  ])("%s needs a cart id: %s, uses the token: %s (and needs the session if either)", (url, cart, token) => {
    expect(needsCartId(url)).toBe(cart);
    expect(usesToken(url)).toBe(token);
    expect(needsSession(url)).toBe(cart || token);
  });

  it.each([
    ["a token", "t1", "t1"],
    ["an empty string is no token", "", null],
    ["null", null, null],
    ["undefined", undefined, null],
  ])("current token: %s", (_case, token, expected) => {
    expect(currentToken(token)).toBe(expected);
  });
});
