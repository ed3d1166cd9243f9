import { describe, expect, it } from "vitest";
import { loginHrefFor, safeRedirectPath } from "./login-redirect";

describe("safeRedirectPath (after login: the page that asked, else /my-account)", () => {
  it.each([
    ["no parameter", null, "/my-account"],
    ["empty", "", "/my-account"],
    ["an account page", "/my-account/orders/", "/my-account/orders/"],
    ["a store-prefixed page with a query", "/en/my-account/orders/?page=2", "/en/my-account/orders/?page=2"],
    ["another site", "https://evil.example/", "/my-account"],
    ["a protocol-relative address", "//evil.example/", "/my-account"],
    ["a backslash the browser reads as a host", "/\\evil.example", "/my-account"],
    ["a relative path", "my-account", "/my-account"],
    ["a control character", "/my-account\n", "/my-account"],
  ])("%s", (_case, raw, expected) => {
    expect(safeRedirectPath(raw, "/my-account")).toBe(expected);
  });
});

describe("loginHrefFor", () => {
  it("encodes the page with its query", () => {
    expect(loginHrefFor("/de/login", "/de/my-account/orders/?page=2")).toBe("/de/login?redirect=%2Fde%2Fmy-account%2Forders%2F%3Fpage%3D2");
  });

  it("round-trips through URLSearchParams and the guard", () => {
    const href = loginHrefFor("/login", "/my-account/details");
    const back = new URLSearchParams(href.split("?")[1]).get("redirect");
    expect(safeRedirectPath(back, "/my-account")).toBe("/my-account/details");
  });
});
