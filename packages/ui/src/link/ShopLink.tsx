import { useLinkComponent, type LinkComponentProps } from "./link-context";
import { EXTERNAL_LINK_ATTRIBUTES, linkKind } from "./rules/link-kind";

/**
 * The one way @shop/ui renders a link to an address (presentation-content.md §2 content
 * links): internal routes go through the app's link component (`LinkProvider`), external
 * addresses are plain anchors opening a new tab with `rel="noopener noreferrer"`, and in-page
 * fragments and other schemes (`mailto:`, `tel:`) are plain anchors.
 */
export function ShopLink({ href, ...props }: LinkComponentProps) {
  const Link = useLinkComponent();
  const kind = linkKind(href);
  if (kind === "internal") return <Link href={href} {...props} />;
  return <a href={href} {...props} {...(kind === "external" ? EXTERNAL_LINK_ATTRIBUTES : {})} />;
}
