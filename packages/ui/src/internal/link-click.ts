import type { MouseEvent } from "react";

/** Lets the app route a link itself (client-side navigation); the href stays for new tabs, crawlers and no-JS. */
export type NavigateHandler = (href: string) => void;

/**
 * onClick for an `<a href>`: a plain left click goes to `onNavigate` instead of the browser;
 * modified clicks (new tab/window, download) keep the browser's behaviour.
 */
export function routeLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string, onNavigate: NavigateHandler | undefined): void {
  if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onNavigate(href);
}
