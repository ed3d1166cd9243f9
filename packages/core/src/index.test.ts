import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, it } from "vitest";
import * as api from "./index";
import * as testing from "./testing/index";

// Guards the public API, values and types alike: a change here must be deliberate (and get a changeset).
const VALUES = [
  "DEFAULT_BLOG_VISIBLE_PAGES",
  "DEFAULT_IMAGE_WEBP",
  "DEFAULT_PLACEHOLDER_QUALITY",
  "DEFAULT_PRODUCT_CARD_BREAKPOINTS",
  "DEFAULT_PRODUCT_CARD_RATIO",
  "DEFAULT_PRODUCT_CARD_WIDTHS",
  "DEFAULT_STORE_VIEWS",
  "DEFAULT_TILE_SRCSET_WIDTHS",
  "NOTIFICATION_TYPES",
  "NotificationInputError",
  "ONE_SIZE_LABEL",
  "PASSWORD_CLASSES_MESSAGE",
  "PASSWORD_MIN_CLASSES",
  "PASSWORD_MIN_LENGTH",
  "PASSWORD_MIN_LENGTH_MESSAGE",
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
  "passwordCharacterClassCount",
  "passwordClassesOf",
  "passwordLength",
  "passwordProblem",
  "passwordProblems",
  "repeatsLastNotification",
  "requireStoreView",
  "resolveStoreViewFromPath",
  "roundHalfAwayFromZero",
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
  "withTrailingSlash",
];

const TYPES = [
  "CalendarDay",
  "Clock",
  "ConfigIssue",
  "ConfigurableChildFields",
  "CoreExtra",
  "DateI18n",
  "I18nSettings",
  "I18nSettingsInput",
  "Logger",
  "Notification",
  "NotificationAction",
  "NotificationCommand",
  "NotificationInput",
  "NotificationType",
  "NotificationsState",
  "PasswordCharacterClass",
  "PasswordMessage",
  "PathParts",
  "PriceI18n",
  "ShopConfig",
  "ShopConfigInput",
  "ShopRuntime",
  "StorePath",
  "StoreView",
  "StoreViewInput",
  "TemplateValues",
  "TimerHandle",
];

const TESTING_VALUES = ["PASSWORD_RULE_CASES", "createCoreTestStore", "createManualClock", "createTestConfig"];
const TESTING_TYPES = ["CoreTestState", "CoreTestStore", "ManualClock", "PasswordRuleCase", "TestStore", "TestStoreDispatch"];

describe("@shop/core exports", () => {
  it("exports exactly the public values at run time", () => {
    expect(Object.keys(api).sort()).toEqual(VALUES);
    expect(Object.keys(testing).sort()).toEqual(TESTING_VALUES);
  });

  it("declares exactly the public values and types (type-only exports are not visible at run time)", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    expect(publicApis(["src/index.ts", "src/testing/index.ts"])).toEqual({
      "src/index.ts": { values: VALUES, types: TYPES },
      "src/testing/index.ts": { values: TESTING_VALUES, types: TESTING_TYPES },
    });
  });
});
