// An absolute address's scheme and host ("https://shop.example", or protocol-relative
// "//cdn.example", as a browser reads it): the slash belongs to the path after it.
const ORIGIN = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*/i;

/**
 * The one trailing-slash rule of the shop (commerce-core.md §2 "Trailing slashes are used";
 * presentation-content.md §2 product cards "with a trailing slash enforced", content links
 * "with a trailing slash if the SEO setting asks"). The slash goes on the path, before a query
 * or a fragment; an empty path becomes "/". A last segment holding a dot (`/pwa.html`, a
 * url_path `oxford.html`) names a file and gets none: "/pwa.html/" is not the home page. So a
 * path whose last segment is a dotted sku needs its slash from whoever knows it is a route
 * (@shop/url-resolver's `productLink` does). Leading slashes are left as written: `splitPath`
 * and `localizePath` make them one.
 */
export function withTrailingSlash(link: string): string {
  const cut = link.search(/[?#]/);
  const path = cut < 0 ? link : link.slice(0, cut);
  const rest = cut < 0 ? "" : link.slice(cut);
  const origin = ORIGIN.exec(path)?.[0] ?? "";
  const pathname = path.slice(origin.length);
  if (pathname.endsWith("/")) return link;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (last.includes(".")) return link;
  return `${origin}${pathname}/${rest}`;
}
