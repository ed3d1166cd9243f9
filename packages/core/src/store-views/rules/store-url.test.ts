import { describe, expect, it } from "vitest";
import { createConfig } from "../../config/create-config";
import { requireStoreView, storeViewByCode } from "./store-url";

describe("requireStoreView", () => {
  const config = createConfig();
  it("returns a configured view", () => {
    expect(requireStoreView("de", config).storeId).toBe(11);
  });
  it("names the missing code and the configured ones", () => {
    expect(() => requireStoreView("it", config)).toThrow('Store view "it" is not configured (nl, en, de, fr)');
  });
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])("%s (a member of every object) is not a store view", (code) => {
    expect(storeViewByCode(code, config)).toBeUndefined();
    expect(() => requireStoreView(code, config)).toThrow(`Store view "${code}" is not configured`);
  });
});
