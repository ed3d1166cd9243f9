// Public API of @shop/ui: presentational components (props in, callbacks out), the text
// provider, and the design tokens. Styles: import "@shop/ui/styles.css".
export { TextProvider, useTranslate, useLocale, interpolate, englishText, type Translate, type TextValues, type TextProviderProps } from "./text/text-context";
export { palette, breakpoints, spacing, dimensions, durations, colors, zIndex, fonts, tokenVariables } from "./tokens/tokens";
export { useMediaQuery, useReducedMotion } from "./internal/use-media-query";

export { NotificationToasts, type NotificationToastsProps } from "./components/notification-toasts/index";
export { Sidebar, type SidebarProps } from "./components/sidebar/index";
export { LanguageSidebar, type LanguageSidebarProps, type LanguageChoice } from "./components/language-sidebar/index";
export {
  ChangePasswordSidebar,
  characterClassCount,
  validateChangePassword,
  isChangePasswordValid,
  type ChangePasswordSidebarProps,
  type ChangePasswordValues,
  type ChangePasswordErrors,
} from "./components/change-password-sidebar/index";
export { SearchPanel, autocompleteQuery, AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type SearchPanelProps } from "./components/search-panel/index";
export { MiniCart, type MiniCartProps, type MiniCartItem } from "./components/mini-cart/index";
export {
  ModalHost,
  Modal,
  useModals,
  reduceModals,
  INITIAL_MODALS,
  MODAL_NAMES,
  type ModalHostProps,
  type ModalContent,
  type ModalProps,
  type ModalsControl,
  type ModalsMode,
  type ModalsState,
  type ModalsAction,
  type OpenModal,
} from "./components/modal-host/index";
export { BottomSheet, dragCloses, sheetCloseDelay, DRAG_CLOSE_THRESHOLD_PX, SHEET_CLOSE_DELAY_MS, type BottomSheetProps } from "./components/bottom-sheet/index";
export {
  MegaMenu,
  DesktopMenu,
  showsPromoTile,
  tileMediaKind,
  tileSrcSet,
  fadeStep,
  TILE_MAX_COLUMNS,
  MAX_FADE_COLUMNS,
  TILE_SRCSET_WIDTHS,
  SUBMENU_CLOSE_DELAY_MS,
  type MegaMenuProps,
  type DesktopMenuProps,
  type MenuCategory,
  type MenuColumn,
  type MenuLink,
  type MenuTile,
  type ImageUrlBuilder,
} from "./components/mega-menu/index";
export {
  Header,
  CartLink,
  useHeaderScroll,
  headerHeight,
  headerVisualState,
  isScrolledPast,
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_RESET_DELAY_MS,
  HEADER_SCROLL_THROTTLE_MS,
  HEADER_MAX_HEIGHT_PX,
  HEADER_MIN_HEIGHT_PX,
  type HeaderProps,
  type CartLinkProps,
  type HeaderScrollOptions,
  type HeaderVisualState,
} from "./components/header/index";
export { MobileHeader, type MobileHeaderProps } from "./components/mobile-header/index";
export { TabbedNavigation, type TabbedNavigationProps } from "./components/tabbed-navigation/index";
export { UspBar, uspRotates, uspShowsOneAtATime, nextUspIndex, USP_INTERVAL_MS, type UspBarProps, type UspItem } from "./components/usp-bar/index";
export {
  NewsletterForm,
  reduceNewsletterForm,
  isValidEmail,
  NEWSLETTER_IDLE,
  NEWSLETTER_FEEDBACK_MS,
  NEWSLETTER_RESET_MS,
  type NewsletterFormProps,
  type NewsletterFormState,
  type NewsletterFormEvent,
} from "./components/newsletter-form/index";
export { Footer, PaymentIcon, PAYMENT_METHODS, type FooterProps, type FooterLinkColumn, type CopyrightItem, type PaymentMethod } from "./components/footer/index";
export { DefaultLayout, MinimalLayout, EmptyLayout, type DefaultLayoutProps, type MinimalLayoutProps, type EmptyLayoutProps } from "./components/layouts/index";
