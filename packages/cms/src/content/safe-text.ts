import { z } from "zod";

/** Text that looks like markup (`<b`, `</`, `<!--`, `<?`): refused in every content field. */
const MARKUP = /<[a-zA-Z/!?]/;

export const PLAIN_TEXT_MESSAGE = "must be plain text: HTML tags are not allowed";
export const UNSAFE_URL_MESSAGE = "must be a relative path or an http(s), mailto or tel address";

/**
 * Plain text of a content field. Shown as React text, so it could not inject anything anyway;
 * refusing markup on save keeps stories meant for that rendering, and keeps a copied HTML
 * snippet (a `<script>`, an `onerror=`) out of the data other consumers (mails, feeds) read.
 */
export const plainTextSchema = z.string().max(5000).refine((text) => !MARKUP.test(text), PLAIN_TEXT_MESSAGE);

/** Schemes a content link or asset may use. Everything else (javascript:, data:, vbscript:, file:) is refused. */
export const SAFE_URL_SCHEMES: readonly string[] = ["http:", "https:", "mailto:", "tel:"];

// Browsers drop these anywhere in a URL before reading its scheme ("java\tscript:" is javascript:).
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u001f\u007f\s]/g;

/**
 * Whether `url` is safe as an `href` or `src`: a relative path (no scheme, no `//host`, no
 * backslash, which browsers read as a slash) or an absolute URL with a scheme of
 * `SAFE_URL_SCHEMES`. Empty is safe (no link).
 */
export function isSafeUrl(url: string): boolean {
  const compact = url.replace(IGNORED_BY_BROWSERS, "");
  if (compact.includes("\\")) return false;
  // Protocol-relative: another host, while the content link rule (presentation-content.md §2) takes any non-http address for an internal route.
  if (compact.startsWith("//")) return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1];
  // No scheme: a path, query or fragment of this site ("javascript%3A…" or "&#58;" stay literal in an href attribute).
  if (scheme === undefined) return true;
  return SAFE_URL_SCHEMES.includes(`${scheme.toLowerCase()}:`);
}

/** An `href` or `src` of content: `isSafeUrl`, at most 2048 characters. */
export const safeUrlSchema = z.string().max(2048).refine(isSafeUrl, UNSAFE_URL_MESSAGE);
