import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/store exports", () => {
  it("exports exactly the public values", () => {
    expect(Object.keys(api).sort()).toEqual(["HYDRATED_SLICES", "HydrationStateError", "createShopStore", "hydratedStateOf", "parseShopState", "serializeShopState", "shopPackages"]);
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": ["HydratedShopState", "HydratedSlice", "ShopExtra", "ShopPackagesDeps", "ShopState", "ShopStoreHandle", "ShopStoreOptions"],
    });
  });
});
