/** An entry of the account navigation: its label is an i18n key. */
export interface AccountNavItem {
  id: string;
  /** An i18n key ("My orders"). */
  label: string;
  href: string;
}

/**
 * presentation-content.md §2 account routes: /my-account, /my-account/orders (and an order's
 * /my-account/orders/{orderId}), /my-account/details, named by the screens' translation keys.
 * The app passes its own (store-prefixed) addresses with the same ids.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { id: "account", label: "My account", href: "/my-account/" },
  { id: "orders", label: "My orders", href: "/my-account/orders/" },
  { id: "details", label: "My profile", href: "/my-account/details/" },
];

/** The active entry: `exact` when the shopper is on its own page, not below it (an order under My orders). */
export interface ActiveAccountItem {
  id: string;
  exact: boolean;
}

/** A path without query, fragment and trailing slashes, so /my-account and /my-account/ are one page. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.replace(/\/+$/, "") || "/";
}

/**
 * Which entry the current path belongs to: the one whose address is the path, else the one
 * with the longest address the path lies below (/my-account/orders/000123 → My orders, not
 * My account); none when the path is outside every entry.
 */
export function activeAccountItem(items: readonly AccountNavItem[], currentPath: string): ActiveAccountItem | null {
  const path = normalizePath(currentPath);
  let best: { item: AccountNavItem; length: number } | null = null;
  for (const item of items) {
    const href = normalizePath(item.href);
    if (path === href) return { id: item.id, exact: true };
    const below = path.startsWith(href === "/" ? "/" : `${href}/`);
    if (below && (best === null || href.length > best.length)) best = { item, length: href.length };
  }
  return best ? { id: best.item.id, exact: false } : null;
}
