// The URL parser drops tabs and line feeds and reads a backslash as a slash, so `/\t/host/`
// and `/\host/` are the protocol-relative `//host/`: such an address never counts as the shop's.
// eslint-disable-next-line no-control-regex -- matching the ASCII control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

// Resolved against an http and an https base: `http:host` is relative to an http page but
// another site from an https one (and `https:host` the other way round). Two hosts, so a
// protocol-relative `//<a base's host>/` still leaves the other base's site. Each base is its
// own origin (no path), so a resolved address is compared with it as written.
const BASES = ["http://a.invalid", "https://b.invalid"] as const;

function resolvesTo(address: string, base: string): boolean {
  try {
    return new URL(address, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * Whether the browser would resolve `address` on the page's own site, whatever that site is:
 * a path, a relative address, a query or a fragment, but not another site (`https://…`,
 * `//…`, `/\…`, a path broken by a tab or line feed), nor another scheme (`javascript:`,
 * `mailto:`). One rule for the back link's previous path and the content links.
 */
export function staysOnSite(address: string): boolean {
  // Only before the query or fragment: a backslash in `?q=a\b` is text, not a slash.
  const beforeQuery = address.split(/[?#]/, 1)[0] ?? "";
  return !CONTROL_OR_BACKSLASH.test(beforeQuery) && BASES.every((base) => resolvesTo(address, base));
}
