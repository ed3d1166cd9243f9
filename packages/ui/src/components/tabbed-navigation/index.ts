export { TabbedNavigation, type TabbedNavigationProps } from "./TabbedNavigation";
