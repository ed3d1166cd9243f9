import { createContext, useContext, type ComponentPropsWithRef, type ComponentType, type ReactNode } from "react";

/**
 * What a link component gets: the address as `href` (a string, as the components hold it) and
 * every other anchor prop (children, className, aria-*, onClick, rel, ref…) to pass on.
 */
export type LinkComponentProps = Omit<ComponentPropsWithRef<"a">, "href"> & { href: string };

/**
 * Renders an internal link of the shop. The app passes its router's link, adapted to `href`:
 * `({ href, ...props }) => <Link to={href} {...props} />` (react-router). It must render an
 * `<a href>` (new tabs, crawlers, no-JS) and keep the `onClick` it is given.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: the browser navigates (a full page load). */
function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** Create it once (module level or useMemo): a new component on every render remounts every link. */
  component: LinkComponent;
  children?: ReactNode;
}

/** Gives every @shop/ui component below it the app's link component for internal links. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component for internal links: the provided one, else a plain `<a href>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
