export { AccountNavigation, type AccountNavigationProps } from "./AccountNavigation";
export { activeAccountItem, ACCOUNT_NAV_ITEMS, type AccountNavItem, type ActiveAccountItem } from "./rules/active-account-item";
