// Public API of @shop/ui: presentational components (props in, callbacks out), the text
// provider, and the design tokens. Styles: import "@shop/ui/styles.css".
export { TextProvider, useTranslate, useLocale, interpolate, englishText, type Translate, type TextValues, type TextProviderProps } from "./text/text-context";
export { palette, breakpoints, spacing, dimensions, durations, colors, zIndex, fonts, tokenVariables } from "./tokens/tokens";
export { useMediaQuery, useReducedMotion } from "./internal/use-media-query";

export { NotificationToasts, type NotificationToastsProps } from "./components/notification-toasts/index";
