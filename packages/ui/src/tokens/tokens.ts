/**
 * Design tokens (presentation-content.md §9). CSS reads them as custom properties from
 * tokens.css (`--shop-color-primary`, …); JS reads the same values here. tokens.test.ts keeps
 * both in step. Media queries cannot use custom properties, so CSS writes the breakpoints as
 * literals (1024/1200/1280 px) and a test checks that only these appear.
 */

/** Palette names of §9: primary, secondary, white, black, accent; six hues in primary and secondary. */
export const palette = {
  primary: "#1b1b1b",
  secondary: "#5c5c5c",
  white: "#ffffff",
  black: "#000000",
  accent: "#a6192e",
  "primary-green": "#1e6b3a",
  "secondary-green": "#e3f1e7",
  "primary-gray": "#767676",
  "secondary-gray": "#e5e5e5",
  "primary-light": "#f5f3ef",
  "secondary-light": "#faf9f7",
  "primary-pink": "#a82c63",
  "secondary-pink": "#f9e1ec",
  "primary-yellow": "#765800",
  "secondary-yellow": "#fff4cc",
  "primary-blue": "#1f4e8c",
  "secondary-blue": "#e1ebf7",
} as const;

/** §9: desktop from 1024 px (mobile below); menu tweaks at 1200 and 1280 px. */
export const breakpoints = { desktop: 1024, menuWide: 1200, menuWidest: 1280 } as const;

/** A 4 px spacing scale. */
export const spacing = { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 } as const;

/** §9 dimensions in px. */
export const dimensions = {
  "header-height": 80,
  "header-height-min": 70,
  "mobile-header-height": 48,
  "notification-width": 370,
  "sidebar-width": 550,
  "minicart-aside-width": 700,
  "newsletter-max-width": 500,
  "pagination-item": 40,
  "select-row": 49,
} as const;

/** §9 animation durations in ms; zero under `prefers-reduced-motion: reduce`. */
export const durations = {
  "usp-animation": 300,
  "submenu-close": 200,
  "menu-fade": 200,
  "menu-stagger": 50,
  "modal-close": 400,
  "select-expand": 150,
  expand: 250,
  /** A loading skeleton's pulse and the listing's progress bar (ours: the spec times none). */
  "loading-pulse": 1200,
} as const;

export const colors = {
  /** §9 loader overlay: 65% black. */
  "loader-overlay": "rgba(0, 0, 0, 0.65)",
  /** Sidebar/modal backdrop. */
  backdrop: "rgba(0, 0, 0, 0.4)",
  focus: "#1f4e8c",
} as const;

export const zIndex = { header: 100, overlay: 200, sidebar: 210, modal: 300, notification: 400, loader: 500 } as const;

export const fonts = {
  body: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  heading: '"Helvetica Neue", Helvetica, Arial, sans-serif',
} as const;

/** Every token as the CSS custom property tokens.css must declare, with its value. */
export function tokenVariables(): Record<string, string> {
  const px = (value: number) => `${value}px`;
  const entries: [string, string][] = [
    ...Object.entries(palette).map(([name, value]): [string, string] => [`--shop-color-${name}`, value]),
    ...Object.entries(colors).map(([name, value]): [string, string] => [`--shop-color-${name}`, value]),
    ...Object.entries(breakpoints).map(([name, value]): [string, string] => [`--shop-breakpoint-${kebab(name)}`, px(value)]),
    ...Object.entries(spacing).map(([name, value]): [string, string] => [`--shop-space-${name}`, px(value)]),
    ...Object.entries(dimensions).map(([name, value]): [string, string] => [`--shop-${name}`, px(value)]),
    ...Object.entries(durations).map(([name, value]): [string, string] => [`--shop-duration-${name}`, `${value}ms`]),
    ...Object.entries(zIndex).map(([name, value]): [string, string] => [`--shop-z-${name}`, String(value)]),
    ...Object.entries(fonts).map(([name, value]): [string, string] => [`--shop-font-${name}`, value]),
  ];
  return Object.fromEntries(entries);
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
