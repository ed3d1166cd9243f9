/**
 * presentation-content.md §7 "locale (en-US mapped to en-GB)": the service knows British
 * English only; every other locale is sent as it is.
 */
export function serviceLocaleOf(locale: string): string {
  return locale === "en-US" ? "en-GB" : locale;
}

/** §9 "Desktop breakpoint 1024 px (mobile below)"; §7 "mobile at viewport width 1024 or less". */
export const MOBILE_MAX_WIDTH = 1024;

export function touchpointOf(viewportWidth: number): "desktop" | "mobile" {
  return viewportWidth <= MOBILE_MAX_WIDTH ? "mobile" : "desktop";
}
