import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/checkout exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "orderBillingAddressSchema",
      "orderIdSchema",
      "orderLineSchema",
      "orderReplySchema",
      "orderRequestSchema"
    ]);
  });
});
