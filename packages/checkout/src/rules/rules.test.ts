import type { CartItem } from "@shop/cart";
import { describe, expect, it } from "vitest";
import { initialCheckoutState } from "../checkout.slice";
import { orderRequestSchema } from "../order.schemas";
import { paymentInitiateRequestSchema } from "../payment.schemas";
import { isInCheckout } from "./in-checkout";
import { offlineOrdersOnReconnect } from "./offline-orders";
import { addressOfDetails, buildOrderRequest, withoutAccount, type OrderInput } from "./order-body";
import { paidAtProvider, paymentOutcomeOf, paymentRouteOf, readPaymentReturn } from "./payment-return";
import { normalizeDutchPostcode, postcodeLookupAllowed } from "./postcode";

const MINUTE = 60_000;

describe("isInCheckout (commerce-core.md §4 'in checkout for 30 minutes after the last modification', §9)", () => {
  it.each([
    ["never modified", null, 0, false],
    ["just modified", 0, 0, true],
    ["29:59 later", 0, 30 * MINUTE - 1000, true],
    ["exactly 30 minutes later", 0, 30 * MINUTE, false],
    ["an hour later", 0, 60 * MINUTE, false],
    ["modified in the future (another clock)", 10 * MINUTE, 0, true],
  ] as const)("%s → %s", (_name, modifiedAt, now, expected) => {
    expect(isInCheckout(modifiedAt, now, 30)).toBe(expected);
  });

  it("follows the configured window", () => {
    expect(isInCheckout(0, 10 * MINUTE, 5)).toBe(false);
    expect(isInCheckout(0, 4 * MINUTE, 5)).toBe(true);
  });
});

describe("postcode look-up (commerce-core.md §5 'Postcode lookup only for country NL')", () => {
  it.each([
    ["NL", true],
    ["nl", true],
    [" NL ", true],
    ["BE", false],
    ["DE", false],
    ["", false],
  ])("%j → %s", (country, allowed) => {
    expect(postcodeLookupAllowed(country)).toBe(allowed);
  });

  it.each([
    ["3011AD", "3011AD"],
    ["3011 ad", "3011AD"],
    [" 1012  js ", "1012JS"],
    ["0123AB", null],
    ["3011A", null],
    ["B-1000", null],
  ])("normalizes %j to %j", (input, expected) => {
    expect(normalizeDutchPostcode(input)).toBe(expected);
  });
});

describe("offline orders on reconnect (commerce-core.md §4 'On going online')", () => {
  it.each([
    ["nothing untransmitted", 0, true, false, "nothing"],
    ["nothing untransmitted, confirmation mode", 0, false, false, "nothing"],
    ["automatic transmission on", 2, true, false, "send"],
    ["off, but on the thank-you page", 1, false, true, "send"],
    ["off, elsewhere: the offline-order confirmation", 1, false, false, "confirm"],
  ] as const)("%s → %s", (_name, untransmitted, sendAutomatically, onThankYouPage, expected) => {
    expect(offlineOrdersOnReconnect({ untransmitted, sendAutomatically, onThankYouPage })).toBe(expected);
  });
});

describe("payment return (presentation-content.md §2 /checkout-return, /checkout-failed)", () => {
  it.each([
    ["Authorised", "success", "/checkout-return"],
    ["Refused", "failed", "/checkout-failed"],
    ["Cancelled", "failed", "/checkout-failed"],
    ["Pending", "pending", "/checkout-return"],
    ["RedirectShopper", "action", "/checkout-return"],
    ["ChallengeShopper", "action", "/checkout-return"],
  ] as const)("%s → %s (%s)", (code, outcome, route) => {
    expect(paymentOutcomeOf(code)).toBe(outcome);
    expect(paymentRouteOf(paymentOutcomeOf(code), { returnPath: "/checkout-return", failedPath: "/checkout-failed" })).toBe(route);
  });

  it("reads the return URL's query: order id and redirect result; none without an order id", () => {
    expect(readPaymentReturn(new URLSearchParams("orderId=o-12345678&redirectResult=abc"))).toEqual({ orderId: "o-12345678", redirectResult: "abc" });
    expect(readPaymentReturn({ orderId: "o-12345678" })).toEqual({ orderId: "o-12345678", redirectResult: null });
    expect(readPaymentReturn({ orderId: " ", redirectResult: "abc" })).toBeNull();
    expect(readPaymentReturn(new URLSearchParams(""))).toBeNull();
  });

  it.each([
    ["ideal", true],
    ["creditcard", true],
    ["riverty", true],
    ["banktransfer", false],
    ["cashondelivery", false],
  ])("%s is paid at the provider: %s", (code, paid) => {
    expect(paidAtProvider(code)).toBe(paid);
  });
});

const line: CartItem = { sku: "SH-1-M", qty: 2, name: "Shirt", type_id: "simple", checksum: "", parentSku: "SH-1", price_incl_tax: 49.95, server_item_id: 7 };
const details = {
  ...initialCheckoutState.shippingDetails,
  firstName: "Emma",
  lastName: "de Vries",
  country: "nl",
  streetAddress: "Coolsingel",
  apartmentNumber: "40",
  affix: "B",
  city: "Rotterdam",
  zipCode: "3011AD",
  phoneNumber: "0101234567",
  shippingMethod: "flatrate_flatrate",
};
const input = (changes: Partial<OrderInput> = {}): OrderInput => ({
  orderId: "order-12345678",
  createdAt: "2026-03-01T10:00:00.000Z",
  storeCode: "nl",
  cartId: "cart-1",
  items: [line],
  personal: { firstName: "Emma", lastName: "de Vries", emailAddress: " emma@example.com ", createAccount: false },
  password: "",
  loggedIn: false,
  shipping: details,
  payment: initialCheckoutState.paymentDetails,
  shippingMethod: { method_code: "flatrate", carrier_code: "flatrate", method_title: "Flat", price_incl_tax: 5, default: true, offline: false, available: true, is_server_method: true },
  paymentMethod: { code: "ideal", title: "iDEAL", default: false, cost_incl_tax: 0, is_server_method: true },
  couponCode: null,
  grandTotal: 104.9,
  ...changes,
});

describe("the order body (commerce-core.md §3 Checkout state, Address; §7 POST /api/order)", () => {
  it("street lines are the street, then the house number plus affix; country upper case", () => {
    expect(addressOfDetails(details)).toEqual({
      firstname: "Emma",
      lastname: "de Vries",
      street: ["Coolsingel", "40 B"],
      city: "Rotterdam",
      postcode: "3011AD",
      country_id: "NL",
      telephone: "0101234567",
    });
  });

  it("builds a valid body: lines, shipping address, billing = shipping when the payment address is empty, with the e-mail", () => {
    const body = buildOrderRequest(input());
    expect(orderRequestSchema.parse(body)).toEqual(body);
    expect(body.products).toEqual([{ sku: "SH-1-M", qty: 2, parentSku: "SH-1", name: "Shirt", price_incl_tax: 49.95 }]);
    expect(body.addressInformation.billingAddress).toEqual({ ...addressOfDetails(details), email: "emma@example.com" });
    expect(body).toMatchObject({ cart_id: "cart-1", totals: { grand_total: 104.9 }, addressInformation: { payment_method_code: "ideal", shipping_carrier_code: "flatrate" } });
    expect(body).not.toHaveProperty("account");
  });

  it("a separate payment address, company and tax id make the billing address", () => {
    const payment = { ...initialCheckoutState.paymentDetails, ...details, streetAddress: "Dam", apartmentNumber: "1", affix: undefined, city: "Amsterdam", company: "Mode BV", taxId: "NL001" };
    const billing = buildOrderRequest(input({ payment })).addressInformation.billingAddress;
    expect(billing).toMatchObject({ street: ["Dam", "1"], city: "Amsterdam", company: "Mode BV", vat_id: "NL001", email: "emma@example.com" });
  });

  it("createAccount with a password asks for the account, a guest's only; withoutAccount drops it", () => {
    const personal = { ...input().personal, createAccount: true };
    const guest = buildOrderRequest(input({ personal, password: "Welkom123!" }));
    expect(guest.account).toEqual({ password: "Welkom123!" });
    expect(withoutAccount(guest)).not.toHaveProperty("account");
    expect(buildOrderRequest(input({ personal, password: "Welkom123!", loggedIn: true }))).not.toHaveProperty("account");
    expect(buildOrderRequest(input({ personal, password: "" }))).not.toHaveProperty("account");
  });
});

describe("provider wire: the return URL is the shop's page over http(s)", () => {
  it.each([
    ["https://shop.example/checkout-return", true],
    ["http://127.0.0.1:5173/checkout-return", true],
    ["javascript:alert(1)", false],
    ["ftp://shop.example/", false],
  ])("%s → %s", (returnUrl, valid) => {
    expect(paymentInitiateRequestSchema.safeParse({ order_id: "order-12345678", email: "emma@example.com", method: "ideal", returnUrl }).success).toBe(valid);
  });
});
