import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/user exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ADDRESS_TYPES",
      "EMAIL_MESSAGE",
      "PASSWORD_CLASSES_MESSAGE",
      "PASSWORD_MIN_LENGTH_MESSAGE",
      "REQUIRED_MESSAGE",
      "addressDeleteRequestSchema",
      "addressListReplySchema",
      "addressTypeSchema",
      "changePasswordRequestSchema",
      "characterClassCount",
      "countryIdSchema",
      "createPasswordRequestSchema",
      "customerAddressInputSchema",
      "customerAddressSchema",
      "customerCreateRequestSchema",
      "customerSchema",
      "customerUpdateRequestSchema",
      "customerUpdateSchema",
      "emailSchema",
      "loginRequestSchema",
      "newPasswordSchema",
      "orderHistoryEntrySchema",
      "orderHistoryItemLineSchema",
      "orderHistoryQuerySchema",
      "orderHistoryReplySchema",
      "passwordReplySchema",
      "postalAddressSchema",
      "refreshRequestSchema",
      "regionSchema",
      "resetPasswordRequestSchema",
      "tokenReplySchema",
      "userSearchReplySchema",
      "userSearchRequestSchema"
    ]);
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": [
        "AddressDeleteRequest",
        "ChangePasswordRequest",
        "Customer",
        "CustomerAddress",
        "CustomerAddressInput",
        "CustomerCreateRequest",
        "CustomerUpdateRequest",
        "LoginRequest",
        "OrderHistoryEntry",
        "OrderHistoryReply",
        "PostalAddress",
        "RefreshRequest"
      ]
    });
  });
});
