import { describe, expect, it, vi } from "vitest";
import { createTagManager } from "./data-layer";
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  checkoutOptionEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  type TagItem,
} from "./events";

const shirt: TagItem = { sku: "SH-1", name: "Oxford shirt", price: 59.95, quantity: 2, variant: "M" };
const belt: TagItem = { sku: "BE-1", name: "Belt", price: 0.1, quantity: 3 };
const shirtItem = { item_id: "SH-1", item_name: "Oxford shirt", price: 59.95, quantity: 2, item_variant: "M" };
const beltItem = { item_id: "BE-1", item_name: "Belt", price: 0.1, quantity: 3 };

describe("tag-manager events (presentation-content.md §7 Tag manager: currency, value and items)", () => {
  it.each([
    ["view_item", viewItemEvent("EUR", shirt), { event: "view_item", ecommerce: { currency: "EUR", value: 119.9, items: [shirtItem] } }],
    ["add_to_cart", addToCartEvent("EUR", belt), { event: "add_to_cart", ecommerce: { currency: "EUR", value: 0.3, items: [beltItem] } }],
    ["remove_from_cart", removeFromCartEvent("EUR", belt), { event: "remove_from_cart", ecommerce: { currency: "EUR", value: 0.3, items: [beltItem] } }],
    ["view_cart", viewCartEvent("EUR", [shirt, belt]), { event: "view_cart", ecommerce: { currency: "EUR", value: 120.2, items: [shirtItem, beltItem] } }],
    ["begin_checkout", beginCheckoutEvent("EUR", [belt], "WELCOME10"), { event: "begin_checkout", ecommerce: { currency: "EUR", value: 0.3, items: [beltItem], coupon: "WELCOME10" } }],
    ["add_shipping_info", addShippingInfoEvent("EUR", [belt], "flatrate"), { event: "add_shipping_info", ecommerce: { currency: "EUR", value: 0.3, items: [beltItem], shipping_tier: "flatrate" } }],
    ["add_payment_info", addPaymentInfoEvent("EUR", [belt], "ideal"), { event: "add_payment_info", ecommerce: { currency: "EUR", value: 0.3, items: [beltItem], payment_type: "ideal" } }],
    [
      "purchase",
      purchaseEvent({ currency: "EUR", transactionId: "100001", value: 125.1, tax: 20.9, shipping: 4.95, items: [shirt] }),
      { event: "purchase", ecommerce: { currency: "EUR", value: 125.1, items: [shirtItem], transaction_id: "100001", tax: 20.9, shipping: 4.95 } },
    ],
    [
      "view_item_list",
      viewItemListEvent("EUR", "Shirts", [shirt, belt]),
      {
        event: "view_item_list",
        ecommerce: { currency: "EUR", value: 120.2, item_list_name: "Shirts", items: [{ ...shirtItem, index: 0, item_list_name: "Shirts" }, { ...beltItem, index: 1, item_list_name: "Shirts" }] },
      },
    ],
    ["checkoutOption", checkoutOptionEvent(2, "flatrate"), { event: "checkoutOption", ecommerce: { checkout_option: { actionField: { step: 2, option: "flatrate" } } } }],
  ])("%s", (_name, event, expected) => {
    expect(event).toEqual(expected);
  });
});

describe("createTagManager", () => {
  it("pushes each event after clearing the previous ecommerce object", () => {
    const layer: object[] = [];
    createTagManager({ id: "GTM-X", dataLayer: layer }).push(viewCartEvent("EUR", [belt]));
    expect(layer).toEqual([{ ecommerce: null }, viewCartEvent("EUR", [belt])]);
  });

  it("logs one warning when no tag-manager id is set (§8) and still fills the layer", () => {
    const layer: object[] = [];
    const warn = vi.fn();
    const manager = createTagManager({ id: null, dataLayer: layer, logger: { warn, error: vi.fn() } });
    manager.push(viewCartEvent("EUR", [belt]));
    manager.push(viewCartEvent("EUR", [belt]));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/No tag-manager id/);
    expect(layer).toHaveLength(4);
  });

  it("with an id no warning; without a layer (server) nothing is pushed", () => {
    const warn = vi.fn();
    createTagManager({ id: "GTM-X", dataLayer: null, logger: { warn, error: vi.fn() } }).push(viewCartEvent("EUR", [belt]));
    expect(warn).not.toHaveBeenCalled();
  });
});
