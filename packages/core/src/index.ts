export { createConfig, formatConfigIssues, formatIssuesInline, ShopConfigError, toConfigIssues, type ConfigIssue } from "./config/create-config";
export {
  DEFAULT_BLOG_VISIBLE_PAGES,
  DEFAULT_IMAGE_WEBP,
  DEFAULT_PLACEHOLDER_QUALITY,
  DEFAULT_PRODUCT_CARD_BREAKPOINTS,
  DEFAULT_PRODUCT_CARD_RATIO,
  DEFAULT_PRODUCT_CARD_WIDTHS,
  DEFAULT_TILE_SRCSET_WIDTHS,
} from "./config/default-values";
export { shopConfigSchema, type ShopConfig, type ShopConfigInput } from "./config/shop-config.schema";
export {
  i18nSettingsSchema,
  storeViewSchema,
  type I18nSettings,
  type I18nSettingsInput,
  type StoreView,
  type StoreViewInput,
} from "./config/store-view.schema";
export { DEFAULT_STORE_VIEWS } from "./config/default-store-views";

export { parseStorePath, resolveStoreViewFromPath, localizePath, delocalizePath, type StorePath } from "./store-views/rules/resolve-store-view";
export { appendStoreCode } from "./store-views/rules/append-store-code";
export { defaultStoreView, requireStoreView, storeViewByCode, storeUrlPrefix } from "./store-views/rules/store-url";
export { splitPath, joinPath, type PathParts } from "./store-views/rules/split-path";
export { withTrailingSlash } from "./store-views/rules/with-trailing-slash";

export { formatPrice, type PriceI18n } from "./format/rules/format-price";
export { roundHalfAwayFromZero } from "./format/rules/round-half-away-from-zero";
export { formatDate, type DateI18n } from "./format/rules/format-date";
export { calendarDayIn, isDayWithin, type CalendarDay } from "./format/rules/calendar-day";
export { cleanOptionLabel, ONE_SIZE_LABEL } from "./format/rules/clean-option-label";
export { ORDER_STATUS_LABELS, orderStatusLabel } from "./format/rules/order-status-label";
export {
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_MESSAGE,
  passwordCharacterClassCount,
  passwordClassesOf,
  passwordLength,
  passwordProblem,
  passwordProblems,
  type PasswordCharacterClass,
  type PasswordMessage,
} from "./password/rules/password-rule";
export { fillTemplate, type TemplateValues } from "./text/fill-template";
export { uniqueChunks } from "./collections/unique-chunks";
export { childAttributeValue, isChildAvailable, type ConfigurableChildFields } from "./catalog/configurable-child";
export { consoleLogger, loggerOf, type Logger } from "./log/logger";

export {
  NOTIFICATION_TYPES,
  notificationInputSchema,
  type Notification,
  type NotificationAction,
  type NotificationCommand,
  type NotificationInput,
  type NotificationType,
} from "./notifications/notification.schema";
export { normalizeNotificationType } from "./notifications/rules/notification-type";
export { notificationLifetime, repeatsLastNotification } from "./notifications/rules/notification-rules";
export {
  notificationsSlice,
  notificationAdded,
  notificationRemoved,
  notificationsCleared,
  selectNotifications,
  type NotificationsState,
} from "./notifications/notifications.slice";
export { armNotificationTimers, spawnNotification, parseNotificationInput, NotificationInputError } from "./notifications/notifications.thunks";

export { systemClock, type Clock, type TimerHandle } from "./time/clock";
export type { CoreExtra, ShopRuntime } from "./thunk-extra";

export { GUEST_GROUP, effectiveCustomerGroup, isDefaultGroup, sameCustomerGroup, type CustomerGroup } from "./store-context/rules/customer-group";
export { storeContextSlice, storeViewChanged, customerGroupChanged, type StoreContextState } from "./store-context/store-context.slice";
export { selectStoreView, selectStoreCode, selectCustomerGroup, StoreViewNotSetError, type StoreContextRootState } from "./store-context/store-context.selectors";
export { switchStoreView } from "./store-context/store-context.thunks";

export { defineShopPackage, type AnyShopPackage, type PackageSlice, type PackageStoreApi, type ShopPackage, type ShopStartListening, type Unsubscribe } from "./contract/shop-package";
export {
  composeShopStore,
  ShopCompositionError,
  type ComposedShopStore,
  type ComposeShopStoreOptions,
  type ShopStore,
  type ShopStoreDispatch,
} from "./contract/compose-shop-store";
export { corePackage } from "./contract/core-package";
