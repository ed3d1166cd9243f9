import { describe, expect, it } from "vitest";
import { HYDRATED_SLICES, HydrationStateError, parseShopState, serializeShopState, type HydratedShopState } from "./hydration";

describe("serialised shop state", () => {
  it("cannot close the script it is embedded in, and reads back to the same value", () => {
    const state = { catalog: { taxRules: { storeCode: "nl", rules: [] } }, product: { name: "</script><script>alert(1)</script> & \u2028" } } as unknown as HydratedShopState;
    const text = serializeShopState(state);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(parseShopState(text)).toEqual(state);
  });

  it.each([
    ["not JSON", "{", /Serialised shop state cannot be read/],
    ["not an object", "[1]", /not an object/],
    ["a slice no render hands over", '{"syncQueue":{}}', /unknown slices syncQueue/],
    ["a slice that is not an object", '{"catalog":1}', /catalog is not an object/],
  ])("refuses %s", (_case, text, message) => {
    expect(() => parseShopState(text)).toThrow(HydrationStateError);
    expect(() => parseShopState(text)).toThrow(message);
  });

  it("hands over no browser-owned slice", () => {
    expect(HYDRATED_SLICES).not.toContain("connectivity");
    expect(HYDRATED_SLICES).not.toContain("syncQueue");
    expect(HYDRATED_SLICES).not.toContain("navigationHistory");
    // The session: a token must never reach a server-rendered page.
    expect(HYDRATED_SLICES).not.toContain("user");
    // The preview token and drafts, and the browser's newsletter state.
    expect(HYDRATED_SLICES).not.toContain("cmsPreview");
    expect(HYDRATED_SLICES).not.toContain("cmsNewsletter");
    expect(HYDRATED_SLICES).toContain("cms");
  });
});
