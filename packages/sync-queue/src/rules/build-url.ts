import { CART_ID_PLACEHOLDER, TOKEN_PLACEHOLDER } from "./template-url";

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiLocation {
  /** `config.api.url`, the API host. */
  url: string;
  /** `config.api.ext`, replaces `{ext}` in paths (commerce-core.md §7). */
  ext: string;
  /** `config.api.newsletterExt`, replaces `{newsletter}`. */
  newsletterExt: string;
}

/** The parameters the client adds for the queue to fill (`auth`, `cart`), each with its placeholder. */
const PLACEHOLDER_PARAMETERS: Readonly<Record<string, string>> = { token: TOKEN_PLACEHOLDER, cartId: CART_ID_PLACEHOLDER };

function encodeValue(key: string, value: string): string {
  // The client's own token/cartId placeholders stay literal so the queue can fill them at send
  // time (and after a reload). The same text in any other parameter is data (a visited path
  // "/{{token}}/"): encoded, so the queue never puts the customer's token there.
  return Object.hasOwn(PLACEHOLDER_PARAMETERS, key) && PLACEHOLDER_PARAMETERS[key] === value ? value : encodeURIComponent(value);
}

/**
 * Appends a query: null/undefined values are skipped, arrays repeat the key
 * (`skus` is joined by the caller when the API wants a comma list).
 */
export function appendQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === null || raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) parts.push(`${encodeURIComponent(key)}=${encodeValue(key, String(value))}`);
  }
  if (parts.length === 0) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${parts.join("&")}`;
}

/**
 * An absolute url template from a path of commerce-core.md §7: relative paths are joined to
 * the API host, `{ext}` and `{newsletter}` become the configured extension segments.
 * Absolute urls (another host) are kept.
 */
export function buildUrl(path: string, location: ApiLocation, query?: Query): string {
  const expanded = path.replaceAll("{ext}", location.ext).replaceAll("{newsletter}", location.newsletterExt);
  const absolute = /^https?:\/\//i.test(expanded)
    ? expanded
    : `${location.url.replace(/\/+$/, "")}/${expanded.replace(/^\/+/, "")}`;
  return appendQuery(absolute, query);
}
