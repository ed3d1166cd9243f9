import { describe, expect, it } from "vitest";
import * as api from "./index";
import * as testing from "./testing/index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/core exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DEFAULT_BLOG_VISIBLE_PAGES",
      "DEFAULT_PRODUCT_CARD_BREAKPOINTS",
      "DEFAULT_PRODUCT_CARD_RATIO",
      "DEFAULT_PRODUCT_CARD_WIDTHS",
      "DEFAULT_STORE_VIEWS",
      "DEFAULT_TILE_SRCSET_WIDTHS",
      "NOTIFICATION_TYPES",
      "NotificationInputError",
      "ShopConfigError",
      "appendStoreCode",
      "calendarDayIn",
      "childAttributeValue",
      "cleanOptionLabel",
      "consoleLogger",
      "createConfig",
      "defaultStoreView",
      "delocalizePath",
      "fillTemplate",
      "formatConfigIssues",
      "formatDate",
      "formatIssuesInline",
      "formatPrice",
      "i18nSettingsSchema",
      "isChildAvailable",
      "isDayWithin",
      "joinPath",
      "localizePath",
      "loggerOf",
      "normalizeNotificationType",
      "notificationAdded",
      "notificationInputSchema",
      "notificationLifetime",
      "notificationRemoved",
      "notificationsCleared",
      "notificationsSlice",
      "parseNotificationInput",
      "parseStorePath",
      "repeatsLastNotification",
      "requireStoreView",
      "resolveStoreViewFromPath",
      "selectNotifications",
      "shopConfigSchema",
      "spawnNotification",
      "splitPath",
      "storeUrlPrefix",
      "storeViewByCode",
      "storeViewSchema",
      "systemClock",
      "toConfigIssues",
      "uniqueChunks",
    ]);
  });

  it("exports the test helpers at ./testing", () => {
    expect(Object.keys(testing).sort()).toEqual(["createCoreTestStore", "createManualClock", "createTestConfig"]);
  });
});
