import { DEFAULT_STORE_VIEWS, storeViewSchema } from "@shop/core";
import type { AddressForm, LoyaltyTransaction, OrderHistoryEntry, PersonalCoupon } from "@shop/user";
import { describe, expect, it } from "vitest";
import {
  accountAddressesOf,
  accountDate,
  addressToSave,
  loyaltyCouponOf,
  loyaltyPointsOf,
  loyaltyTransactionsOf,
  orderDetailOf,
  orderListOf,
  orderPageHref,
  orderPageOf,
} from "./account-mappers";

const nl = storeViewSchema.parse(DEFAULT_STORE_VIEWS.nl);
const de = storeViewSchema.parse(DEFAULT_STORE_VIEWS.de);
const localizeDe = (path: string) => `/de${path}`;

const order: OrderHistoryEntry = {
  entity_id: 7,
  increment_id: "000000042",
  created_at: "2026-11-28T10:15:00Z",
  status: "processing",
  order_currency_code: "EUR",
  subtotal_incl_tax: 119.9,
  shipping_incl_tax: 4.95,
  tax_amount: 21.67,
  discount_amount: 0,
  grand_total: 124.85,
  total_qty_ordered: 3,
  items: [{ item_id: 1, sku: "SHIRT-M", name: "Oxford shirt", qty_ordered: 2, price_incl_tax: 49.95, row_total_incl_tax: 99.9 }],
  shipping_description: "PostNL",
  payment: { method: "card" },
};

describe("accountDate (commerce-core.md §9 date formats)", () => {
  it.each([
    ["nl: HH:mm D/M/YYYY in Amsterdam time", nl, "2026-11-28T10:15:00Z", "11:15 28/11/2026"],
    ["de: D-M-YYYY", de, "2026-11-28T10:15:00Z", "28-11-2026"],
    ["not a date: shown as given", nl, "yesterday", "yesterday"],
  ])("%s", (_case, view, iso, expected) => {
    expect(accountDate(iso, view)).toBe(expected);
  });
});

describe("orderListOf (OrderList props)", () => {
  it("maps a page's orders with the store view's link, date and price", () => {
    const list = orderListOf({ items: [order], totalCount: 41, currentPage: 2, pageSize: 20 }, de, localizeDe);
    expect(list).toEqual({
      orders: [{ id: "7", number: "000000042", href: "/de/my-account/orders/000000042", date: "28-11-2026", status: "processing", itemCount: 3, total: "124,85 €" }],
      currentPage: 2,
      totalCount: 41,
      pageSize: 20,
    });
  });

  it("is an empty first page before the history is loaded", () => {
    expect(orderListOf(null, nl, (path) => path)).toEqual({ orders: [], currentPage: 1, totalCount: 0 });
  });
});

describe("orderPageOf / orderPageHref (?page, page 1 without it)", () => {
  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=2.5", 1],
    ["?page=abc", 1],
  ])("%s → %i", (search, page) => {
    expect(orderPageOf(search)).toBe(page);
  });

  it("leaves ?page off page 1", () => {
    expect(orderPageHref(1, localizeDe)).toBe("/de/my-account/orders");
    expect(orderPageHref(2, localizeDe)).toBe("/de/my-account/orders?page=2");
  });
});

describe("orderDetailOf (OrderDetail data)", () => {
  it("formats lines and totals; no discount row without a discount", () => {
    expect(orderDetailOf(order, nl)).toEqual({
      number: "000000042",
      date: "11:15 28/11/2026",
      status: "processing",
      lines: [{ id: "1", name: "Oxford shirt", sku: "SHIRT-M", qty: 2, price: "€ 49,95", rowTotal: "€ 99,90" }],
      totals: { subtotal: "€ 119,90", shipping: "€ 4,95", discount: null, tax: "€ 21,67", total: "€ 124,85" },
      shippingMethod: "PostNL",
      paymentMethod: "card",
    });
  });

  it("shows a discount with its minus, whichever sign the platform sends", () => {
    expect(orderDetailOf({ ...order, discount_amount: 10 }, nl).totals.discount).toBe("-€ 10,00");
    expect(orderDetailOf({ ...order, discount_amount: -10 }, nl).totals.discount).toBe("-€ 10,00");
  });

  it("leaves out a method the order does not name", () => {
    const { shipping_description: _s, payment: _p, ...bare } = order;
    const detail = orderDetailOf(bare, nl);
    expect(detail).not.toHaveProperty("shippingMethod");
    expect(detail).not.toHaveProperty("paymentMethod");
  });
});

const saved: AddressForm = {
  address_id: 11,
  streetAddress: "Keizersgracht",
  apartmentNumber: "12",
  affix: "A",
  city: "Amsterdam",
  zipCode: "1015 CJ",
  country: "NL",
  is_default: true,
  address_type: "DELIVERY",
  firstname: "Ann",
  lastname: "de Vries",
  telephone: "0612345678",
};

describe("accountAddressesOf / addressToSave (AddressList, AddressForm)", () => {
  it("gives each address its id as text and only the fields the card shows", () => {
    expect(accountAddressesOf([saved])).toEqual([
      { id: "11", streetAddress: "Keizersgracht", apartmentNumber: "12", affix: "A", city: "Amsterdam", zipCode: "1015 CJ", country: "NL", is_default: true, address_type: "DELIVERY" },
    ]);
  });

  it("leaves out an address without an id (it could not be edited)", () => {
    const { address_id: _id, ...unsaved } = saved;
    expect(accountAddressesOf([unsaved])).toEqual([]);
  });

  it("keeps an edited address's id, names and telephone", () => {
    const values = { streetAddress: "Coolsingel", apartmentNumber: "40", affix: "", city: "Rotterdam", zipCode: "3011 AD", country: "NL", is_default: false, address_type: "SHIPPING" as const };
    expect(addressToSave(values, saved)).toEqual({ ...values, address_id: 11, firstname: "Ann", lastname: "de Vries", telephone: "0612345678" });
  });

  it("saves a new address without an id", () => {
    const values = { streetAddress: "Coolsingel", apartmentNumber: "40", affix: "", city: "Rotterdam", zipCode: "3011 AD", country: "NL", is_default: false, address_type: "DELIVERY" as const };
    expect(addressToSave(values, undefined)).toEqual(values);
  });
});

const transaction = (id: string, createdAt: string, points: number, balance: number): LoyaltyTransaction => ({
  transaction_id: id,
  created_at: createdAt,
  type: points >= 0 ? "earned" : "spent",
  points,
  balance,
  description: `Order ${id}`,
  order_increment_id: id,
});

describe("loyalty (LoyaltyCard props)", () => {
  const transactions = [transaction("1", "2026-10-01T10:00:00Z", 120, 120), transaction("3", "2026-11-20T10:00:00Z", 30, 100), transaction("2", "2026-11-01T10:00:00Z", -50, 70)];

  it("reads the balance after the newest transaction; none is 0", () => {
    expect(loyaltyPointsOf(transactions)).toBe(100);
    expect(loyaltyPointsOf([])).toBe(0);
  });

  it("lists the transactions newest first with the store's dates", () => {
    expect(loyaltyTransactionsOf(transactions, de).map((row) => [row.id, row.date, row.points])).toEqual([
      ["3", "20-11-2026", 30],
      ["2", "1-11-2026", -50],
      ["1", "1-10-2026", 120],
    ]);
  });

  it.each<[string, PersonalCoupon, object]>([
    ["a percentage", { code: "TEN", description: "10% off", discount_type: "percent", discount_amount: 10, expires_at: null }, { code: "TEN", discount: "10%", description: "10% off" }],
    [
      "an amount with its end date",
      { code: "FIVE", description: "", discount_type: "fixed", discount_amount: 5, expires_at: "2026-12-31T22:00:00Z" },
      { code: "FIVE", discount: "5,00 €", validUntil: "31-12-2026" },
    ],
  ])("maps %s coupon", (_case, coupon, expected) => {
    expect(loyaltyCouponOf(coupon, de)).toEqual(expected);
  });
});
