import { describe, expect, it } from "vitest";
import { ACCOUNT_NAV_ITEMS, activeAccountItem } from "./active-account-item";

const prefixed = ACCOUNT_NAV_ITEMS.map((item) => ({ ...item, href: `/en${item.href}` }));

describe("activeAccountItem (presentation-content.md §2 account routes)", () => {
  it.each([
    ["the account page", ACCOUNT_NAV_ITEMS, "/my-account", { id: "account", exact: true }],
    ["with a trailing slash", ACCOUNT_NAV_ITEMS, "/my-account/", { id: "account", exact: true }],
    ["the order list", ACCOUNT_NAV_ITEMS, "/my-account/orders", { id: "orders", exact: true }],
    ["the order list, page 2", ACCOUNT_NAV_ITEMS, "/my-account/orders/?page=2", { id: "orders", exact: true }],
    ["an order: below My orders, not My account", ACCOUNT_NAV_ITEMS, "/my-account/orders/000000123", { id: "orders", exact: false }],
    ["the profile", ACCOUNT_NAV_ITEMS, "/my-account/details/#addresses", { id: "details", exact: true }],
    ["an unknown account page lies below My account", ACCOUNT_NAV_ITEMS, "/my-account/wishlist", { id: "account", exact: false }],
    ["a look-alike path is not below", ACCOUNT_NAV_ITEMS, "/my-account-old/orders", null],
    ["outside the account", ACCOUNT_NAV_ITEMS, "/c/shirts/", null],
    ["store-prefixed addresses", prefixed, "/en/my-account/orders/12", { id: "orders", exact: false }],
    ["store-prefixed, another store's path", prefixed, "/my-account/orders/", null],
  ])("%s", (_case, items, path, expected) => {
    expect(activeAccountItem(items, path)).toEqual(expected);
  });
});
