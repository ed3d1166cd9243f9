import { describe, expect, it } from "vitest";
import { permanentRedirect, sameSiteLocation } from "./loader-deps";

describe("redirects stay on the shop", () => {
  it.each([
    ["/c/shirts/", "/c/shirts/"],
    ["//evil.example/c/x", "/evil.example/c/x"],
    ["/\\\\evil.example", "/evil.example"],
    ["\\\\\\\\evil.example", "/evil.example"],
    ["/en/p/SH-1/oxford/?___store=en", "/en/p/SH-1/oxford/?___store=en"],
  ])("%s → %s", (location, expected) => {
    expect(sameSiteLocation(location)).toBe(expected);
  });

  it("answers the status with the safe location", () => {
    try {
      permanentRedirect("//evil.example/x", 302);
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/evil.example/x");
      return;
    }
    throw new Error("permanentRedirect did not throw");
  });
});
