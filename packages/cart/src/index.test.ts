import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/cart exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "MAX_CART_ITEM_QTY",
      "TOTAL_SEGMENT_CODES",
      "appliedDiscountSchema",
      "applyCouponRequestSchema",
      "applyDiscountRequestSchema",
      "cartAddressSchema",
      "cartDeleteReplySchema",
      "cartIdSchema",
      "cartItemDeleteRequestSchema",
      "cartItemUpdateRequestSchema",
      "cartPullReplySchema",
      "cartTotalsSchema",
      "collectTotalsRequestSchema",
      "couponReplySchema",
      "deleteDiscountRequestSchema",
      "discountReplySchema",
      "paymentMethodSchema",
      "paymentMethodsReplySchema",
      "serverCartItemSchema",
      "shippingInformationReplySchema",
      "shippingInformationRequestSchema",
      "shippingMethodSchema",
      "shippingMethodsReplySchema",
      "shippingMethodsRequestSchema",
      "totalSegmentSchema",
      "totalsItemOptionSchema",
      "totalsItemOptionsSchema",
      "totalsItemSchema"
    ]);
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": [
        "AppliedDiscount",
        "ApplyCouponRequest",
        "ApplyDiscountRequest",
        "CartAddress",
        "CartId",
        "CartItemDeleteRequest",
        "CartItemUpdateRequest",
        "CartTotals",
        "CollectTotalsRequest",
        "PaymentMethod",
        "ServerCartItem",
        "ShippingInformationReply",
        "ShippingInformationRequest",
        "ShippingMethod",
        "ShippingMethodsRequest",
        "TotalSegment",
        "TotalsItem"
      ]
    });
  });
});
