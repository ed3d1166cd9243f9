export { Header, type HeaderProps } from "./Header";
export { CartLink, type CartLinkProps } from "./CartLink";
export { useHeaderScroll, type HeaderScroll, type HeaderScrollOptions } from "./use-header-scroll";
export {
  headerHeight,
  headerVisualState,
  isScrolledPast,
  HEADER_SCROLL_THRESHOLD_PX,
  HEADER_RESET_DELAY_MS,
  HEADER_SCROLL_THROTTLE_MS,
  HEADER_MAX_HEIGHT_PX,
  HEADER_MIN_HEIGHT_PX,
  type HeaderVisualState,
} from "./rules/header-rules";
