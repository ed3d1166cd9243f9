import type { ReactNode } from "react";
import { ShopLink } from "../../link/ShopLink";
import { useContentOptions } from "./content-context";
import { contentLink } from "./rules/content-link";
import { Skipped } from "./Skipped";

export interface ContentLinkProps {
  href: string | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * A link from content (presentation-content.md §2 content links): external addresses open a
 * new tab with rel noopener, internal ones are localized routes through the app's link
 * component; a refused address (`javascript:`, `data:`…) shows its text without a link.
 */
export function ContentLink({ href, children, className }: ContentLinkProps) {
  const { localize, trailingSlash } = useContentOptions();
  const link = contentLink(href, { localize, trailingSlash });
  if (link.kind === "refused") {
    return (
      <>
        {className ? <span className={className}>{children}</span> : children}
        {href ? <Skipped kind="link" name={String(href).slice(0, 40)} /> : null}
      </>
    );
  }
  return (
    <ShopLink href={link.href} className={className}>
      {children}
    </ShopLink>
  );
}
