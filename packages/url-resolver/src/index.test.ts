import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/url-resolver exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "redirectTypeSchema",
      "urlEntityTypeSchema",
      "urlMapRequestSchema",
      "urlMapSourceSchema",
      "urlRewriteSchema"
    ]);
  });
});
