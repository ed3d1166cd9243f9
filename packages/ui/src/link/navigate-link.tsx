import type { MouseEvent } from "react";
import type { LinkComponent, LinkComponentProps } from "./link-context";

/** The app's client-side navigation: go to an internal address without a page load. */
export type Navigate = (href: string) => void;

/** A plain left click without modifier keys: the ones a router takes over (the others open tabs, windows, downloads). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link component for apps whose router is a `navigate(href)` function rather than a link
 * component: an `<a href>` whose plain left clicks go to `navigate` (the `href` stays for new
 * tabs, crawlers and no-JS). The given `onClick` runs first; if it prevents the default (the
 * cart icon opening the mini cart), nothing navigates. Create it once: `<LinkProvider
 * component={useMemo(() => createNavigateLink(navigate), [navigate])}>`.
 */
export function createNavigateLink(navigate: Navigate): LinkComponent {
  return function NavigateLink({ href, onClick, ...props }: LinkComponentProps) {
    return (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(href);
        }}
      />
    );
  };
}
