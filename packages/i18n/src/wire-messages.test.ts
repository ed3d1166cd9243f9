import * as cart from "@shop/cart";
import * as checkout from "@shop/checkout";
import * as core from "@shop/core";
import * as cms from "@shop/cms";
import * as user from "@shop/user";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";

/**
 * apps/api returns a request schema's messages as field `errors`, and clients validate forms
 * with the same schemas, so every message a schema words itself must be a key this package
 * translates. zod's own messages are not ours to translate: the parse's error map marks them.
 */
const ZOD_DEFAULT = "(zod's default message)";

/**
 * Messages about values the app builds, never typed by a shopper (a generated order id, a
 * country code and method codes from a picker): a developer reads them, so they stay English.
 * Each must still come up below, so the list cannot outlive its messages.
 */
const DEVELOPER_MESSAGES = [
  "order_id may hold letters, digits, _ and - only",
  "must be a two-letter country code",
  "shippingCarrierCode and shippingMethodCode go together",
  // @shop/cms's content editor body: read by an editor's tool, never shown to a shopper.
  "must be plain text: HTML tags are not allowed",
  "must be a relative path or an http(s), mailto or tel address",
  "must be lower-case segments (a-z, 0-9, -) joined by /",
];

const badAddress = { firstname: " ", lastname: "", street: [""], city: "", postcode: "1", country_id: "nl", email: "nope" };
const badAddressInformation = { shippingAddress: badAddress, billingAddress: badAddress, shipping_method_code: "", shipping_carrier_code: "" };

/** Invalid samples for each exported request schema: together they break every check it words itself. */
const SAMPLES: Record<string, Record<string, unknown[]>> = {
  "@shop/cart": {
    cartItemUpdateRequestSchema: [{ cartItem: { sku: "", qty: 1.5, quoteId: "" } }, { cartItem: { sku: "A", qty: 0, quoteId: "q" } }],
    cartItemDeleteRequestSchema: [{ cartItem: { item_id: 0, quoteId: "" } }],
    shippingMethodsRequestSchema: [{ address: { country_id: "nl" } }],
    shippingInformationRequestSchema: [{ addressInformation: badAddressInformation }],
    collectTotalsRequestSchema: [{ methods: { shippingCarrierCode: "flatrate" } }],
    applyCouponRequestSchema: [{ coupon: " " }, { coupon: [" "] }],
    applyDiscountRequestSchema: [{ discount: [] }, { discount: [{ code: " " }] }],
    deleteDiscountRequestSchema: [{ discount: [{ code: "" }] }],
  },
  "@shop/checkout": {
    orderRequestSchema: [
      { order_id: "order one", products: [], addressInformation: badAddressInformation },
      { products: [{ sku: "A", qty: 0 }, { sku: "B", qty: 1.5 }], addressInformation: { ...badAddressInformation, billingAddress: {} }, account: { password: "short" } },
    ],
    // The card payment provider's and the postcode look-up's bodies word nothing themselves (zod's defaults).
    paymentInitiateRequestSchema: [{ order_id: "x", method: "cash", returnUrl: "nope", card: { number: "1", holderName: " ", expiryMonth: "13", expiryYear: "30", cvc: "1" } }],
    paymentInformationRequestSchema: [{ order_id: "" }],
    paymentsDetailsRequestSchema: [{ details: { redirectResult: "" } }],
    threeDS2ProcessRequestSchema: [{ pspReference: "", fingerprint: "" }],
    postcodeLookupQuerySchema: [{ country: "nl", postcode: "1", houseNumber: "x" }],
  },
  "@shop/user": {
    addressDeleteRequestSchema: [{ address_id: "x" }],
    changePasswordRequestSchema: [{ currentPassword: "", newPassword: "short" }, { currentPassword: "x", newPassword: "alllowercase" }],
    createPasswordRequestSchema: [{ email: "nope", newPassword: "short", resetToken: "" }],
    customerCreateRequestSchema: [{ customer: { email: "nope", firstname: "A", lastname: " ", addresses: [badAddress] }, password: "short" }],
    customerUpdateRequestSchema: [{ customer: { email: "nope", firstname: "A", addresses: [badAddress] } }],
    loginRequestSchema: [{ username: " ", password: "" }],
    refreshRequestSchema: [{ refreshToken: "" }],
    resetPasswordRequestSchema: [{ email: "nope" }, { email: `${"a".repeat(250)}@shop.nl` }],
    userSearchRequestSchema: [{ email_address: "nope" }],
    orderHistoryQuerySchema: [{ pageSize: 0, currentPage: "x" }],
  },
  "@shop/cms": {
    newsletterSubscribeRequestSchema: [{ email: "" }, { email: "nope" }],
    // The content editor's body (an editor's tool, not a shopper's form): hostile text and links.
    storyDraftRequestSchema: [
      { story: { name: "<script>alert(1)</script>", full_slug: "nl/home", content: { component: "page", body: [{ component: "text", text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }] } }] } } },
      { story: { name: "", full_slug: "", content: {} }, releaseId: 0 },
    ],
  },
};

const PACKAGES: Record<string, Record<string, unknown>> = { "@shop/cart": cart, "@shop/checkout": checkout, "@shop/user": user, "@shop/cms": cms };

interface Parser {
  safeParse(data: unknown, params: { error: () => string }): { success: boolean; error?: { issues: { message: string }[] } };
}

/** The request schemas a package exports (what a client sends, query strings included). */
function requestSchemaNames(exports: Record<string, unknown>): string[] {
  return Object.keys(exports)
    .filter((name) => /(Request|Query)Schema$/.test(name))
    .sort();
}

/** The messages a schema's samples get that the schema words itself. */
function customMessages(exports: Record<string, unknown>, schemaName: string, samples: unknown[]): string[] {
  const schema = exports[schemaName] as Parser;
  return samples.flatMap((sample) => {
    const parsed = schema.safeParse(sample, { error: () => ZOD_DEFAULT });
    expect(parsed.success, `${schemaName} should reject ${JSON.stringify(sample)}`).toBe(false);
    return (parsed.error?.issues ?? []).map((issue) => issue.message).filter((message) => message !== ZOD_DEFAULT);
  });
}

const isKey = (message: string) => (MESSAGES as readonly string[]).includes(message);

describe("wire-schema messages are @shop/i18n keys (BRIEF: messages shown to shoppers are i18n keys)", () => {
  describe.each(Object.entries(PACKAGES))("%s", (name, exports) => {
    it("has samples for every exported request schema", () => {
      expect(Object.keys(SAMPLES[name] ?? {}).sort()).toEqual(requestSchemaNames(exports));
    });

    it.each(Object.entries(SAMPLES[name] ?? {}))("%s words only MESSAGES keys", (schemaName, samples) => {
      const notKeys = customMessages(exports, schemaName, samples).filter((message) => !isKey(message) && !DEVELOPER_MESSAGES.includes(message));
      expect(notKeys).toEqual([]);
    });
  });

  it("the samples reach the shopper messages and every developer message", () => {
    const seen = Object.entries(PACKAGES).flatMap(([name, exports]) =>
      Object.entries(SAMPLES[name] ?? {}).flatMap(([schemaName, samples]) => customMessages(exports, schemaName, samples)),
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        "Please provide an valid e-mail address",
        "Shopping cart is empty. Please add some products before entering Checkout",
        "Field is required.",
        "Zip code must have at least 3 letters.",
        "Name must have at least 2 letters.",
        "Password must have at least 8 letters.",
        "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.",
        "Quantity must be above 0.",
        "Quantity must be a positive integer.",
        ...DEVELOPER_MESSAGES,
      ]),
    );
  });
});

describe("@shop/user's notification messages are @shop/i18n keys", () => {
  it.each(Object.entries(user.USER_MESSAGES))("%s", (_name, message) => {
    expect(isKey(message)).toBe(true);
  });
});

describe("@shop/checkout's own messages and @shop/core's order status labels are @shop/i18n keys", () => {
  it.each([...Object.entries(checkout.CHECKOUT_MESSAGES), ...Object.entries(core.ORDER_STATUS_LABELS)])("%s", (_name, message) => {
    expect(isKey(message)).toBe(true);
  });
});
