import { forwardRef } from "react";
import { Link } from "react-router-dom";
import type { LinkComponentProps } from "@shop/ui";

/** @shop/ui's internal links through the router: client navigation, still a real `<a href>`. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...props }, ref) {
  return <Link ref={ref} to={href} {...props} />;
});
