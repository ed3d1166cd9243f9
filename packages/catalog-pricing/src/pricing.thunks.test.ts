import { createConfig } from "@shop/core";
import { createManualClock } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { customerGroupChanged, storeViewChanged } from "./catalog.slice";
import { priceSettingsFor } from "./pricing.thunks";
import { groupTaxRules } from "./test-support/group-tax-rules";
import { createCatalogTestStore } from "./testing";

// 22:30 UTC on 14 June is already 15 June in Amsterdam (UTC+2 in summer).
const LATE_EVENING_UTC = Date.UTC(2026, 5, 14, 22, 30);

describe("price settings: today is the store view's day (commerce-core.md §4 Price rules: today within the from/to dates)", () => {
  it.each([
    ["Europe/Amsterdam (the default)", undefined, "2026-06-15"],
    ["UTC", "UTC", "2026-06-14"],
    ["America/New_York", "America/New_York", "2026-06-14"],
  ])("%s", (_zone, timeZone, today) => {
    const views = createConfig().storeViews.views;
    const de = timeZone === undefined ? views.de! : { ...views.de!, i18n: { ...views.de!.i18n, timeZone } };
    const { store, extra } = createCatalogTestStore({ clock: createManualClock(LATE_EVENING_UTC), config: { storeViews: { views: { ...views, de } } } });
    store.dispatch(storeViewChanged("de"));
    expect(priceSettingsFor(store.getState(), extra, []).today).toBe(today);
  });
});

describe("the customer group as customer tax class (commerce-core.md §6: a group selects, when grouped tax is enabled, the customer tax class, unless config uses only the default group)", () => {
  const views = createConfig().storeViews.views;
  const clientSide = { views: { ...views, nl: { ...views.nl!, tax: { calculateServerSide: false, sourcePriceIncludesTax: false, defaultCountry: "NL" } } } };
  it.each([
    ["grouped tax off: the first rule for the product class, whatever the group", { userGroupTaxClass: false }, 4, 21],
    ["on: business group 4 → its 0 % rule", { userGroupTaxClass: true }, 4, 0],
    ["on: retail group 3 → 21 %", { userGroupTaxClass: true }, 3, 21],
    ["on: a guest → the default group's class (0) → 21 %", { userGroupTaxClass: true }, null, 21],
    ["on: a guest with default group 4 → 0 %", { userGroupTaxClass: true, defaultUserGroupId: 4 }, null, 0],
    ["on, but only the default group is used: no customer class, 21 %", { userGroupTaxClass: true, useOnlyDefaultUserGroupId: true }, 4, 21],
  ])("%s", (_case, tax, groupId, rate) => {
    const { store, extra } = createCatalogTestStore({ config: { tax, storeViews: clientSide } });
    store.dispatch(customerGroupChanged({ groupId, groupToken: groupId === null ? null : "token" }));
    expect(priceSettingsFor(store.getState(), extra, groupTaxRules).rateFor(2)).toBe(rate);
  });
});
