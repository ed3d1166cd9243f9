import { createConfig } from "@shop/core";
import { createManualClock } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { storeViewChanged } from "./catalog.slice";
import { priceSettingsFor } from "./pricing.thunks";
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
