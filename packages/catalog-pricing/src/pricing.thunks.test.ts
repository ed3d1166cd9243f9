import { createConfig, type ShopConfigInput } from "@shop/core";
import { createManualClock } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { customerGroupChanged, switchStoreView } from "@shop/core";
import { priceSettingsFor } from "./pricing.thunks";
import { businessFirstGroupTaxRules, groupTaxRules } from "./test-support/group-tax-rules";
import { nlTaxConfig } from "./test-support/nl-tax-config";
import type { TaxRule } from "./tax-rule.schemas";
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
    store.dispatch(switchStoreView("de"));
    expect(priceSettingsFor(store.getState(), extra, []).today).toBe(today);
  });
});

describe("the customer group as customer tax class (commerce-core.md §6: a group selects, when grouped tax is enabled, the customer tax class, unless config uses only the default group)", () => {
  const clientSide = nlTaxConfig({ calculateServerSide: false, sourcePriceIncludesTax: false });
  const rateFor = (tax: ShopConfigInput["tax"], groupId: number | null, rules: readonly TaxRule[]) => {
    const { store, extra } = createCatalogTestStore({ config: { ...clientSide, tax } });
    store.dispatch(customerGroupChanged({ groupId, groupToken: groupId === null ? null : "token" }));
    return priceSettingsFor(store.getState(), extra, rules).rateFor(2);
  };

  it.each([
    ["retail rule first → 21 %", groupTaxRules, 21],
    ["business rule first → 0 %", businessFirstGroupTaxRules, 0],
  ])("grouped tax off: the first rule for the product class, whatever the group (%s)", (_case, rules, rate) => {
    expect(rateFor({ userGroupTaxClass: false }, 4, rules)).toBe(rate);
  });

  // Grouped tax on: the customer class decides, so both rule orders give the same rate.
  const groupedTaxRows: [string, ShopConfigInput["tax"], number | null, number][] = [
    ["business group 4 → its 0 % rule", { userGroupTaxClass: true }, 4, 0],
    ["retail group 3 → 21 %", { userGroupTaxClass: true }, 3, 21],
    ["a guest → the default group's class (0) → 21 %", { userGroupTaxClass: true }, null, 21],
    ["a guest with default group 4 → 0 %", { userGroupTaxClass: true, defaultUserGroupId: 4 }, null, 0],
    ["only the default group: group 4 counts as the default group 0 → 21 %", { userGroupTaxClass: true, useOnlyDefaultUserGroupId: true }, 4, 21],
    ["only the default group: a guest → the default group 0 → 21 %", { userGroupTaxClass: true, useOnlyDefaultUserGroupId: true }, null, 21],
    ["only the default group 4: retail group 3 counts as group 4 → 0 %", { userGroupTaxClass: true, useOnlyDefaultUserGroupId: true, defaultUserGroupId: 4 }, 3, 0],
  ];
  const ruleOrders: [string, readonly TaxRule[]][] = [
    ["retail rule first", groupTaxRules],
    ["business rule first", businessFirstGroupTaxRules],
  ];
  it.each(ruleOrders.flatMap(([order, rules]) => groupedTaxRows.map(([name, tax, groupId, rate]) => [`${name} (${order})`, tax, groupId, rate, rules] as const)))("grouped tax on: %s", (_case, tax, groupId, rate, rules) => {
    expect(rateFor(tax, groupId, rules)).toBe(rate);
  });
});
