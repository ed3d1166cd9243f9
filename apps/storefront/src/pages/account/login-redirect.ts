/** The query parameter /login reads the page that asked for the login from. */
export const REDIRECT_PARAM = "redirect";

/**
 * Where a login goes on: the page that asked for it when that is a path of this shop ("/…",
 * never "//host" or "/\\host", which browsers read as another site), else `fallback`
 * (/my-account). An open redirect through /login?redirect= is what this guards against.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  if (raw === null || raw === undefined || raw === "") return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return raw;
}

/** The login page's address that comes back to `from` (a path with its query) afterwards. */
export function loginHrefFor(loginPath: string, from: string): string {
  return `${loginPath}?${REDIRECT_PARAM}=${encodeURIComponent(from)}`;
}
