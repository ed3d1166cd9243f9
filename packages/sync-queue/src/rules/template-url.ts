export const TOKEN_PLACEHOLDER = "{{token}}";
export const CART_ID_PLACEHOLDER = "{{cartId}}";

export interface TemplateValues {
  token: string | null | undefined;
  cartId: string | null | undefined;
  /** commerce-core.md §6/§7: bearer header when on, `token` query parameter when off. */
  tokenInHeader: boolean;
}

export interface FilledRequest {
  url: string;
  /** Extra headers to send (Authorization when the token goes in the header). */
  headers: Record<string, string>;
  /** The token this request carries, if any: a later 401 is about this token. */
  sentToken: string | null;
}

/**
 * The customer token to use, or null: an empty string is no token (nothing to send, nothing to
 * refresh). Every place that reads the session's token goes through this one rule.
 */
export function currentToken(token: string | null | undefined): string | null {
  return token ? token : null;
}

/** commerce-core.md §4: a url that holds `{{cartId}}` can only be sent once a cart exists. */
export function needsCartId(urlTemplate: string): boolean {
  return urlTemplate.includes(CART_ID_PLACEHOLDER);
}

/** Whether the task authenticates as the customer (its url asks for the token). */
export function usesToken(urlTemplate: string): boolean {
  return urlTemplate.includes(TOKEN_PLACEHOLDER);
}

/** A task that fills in the token or the cart id needs the session restored before it is sent. */
export function needsSession(urlTemplate: string): boolean {
  return usesToken(urlTemplate) || needsCartId(urlTemplate);
}

/** Removes query parameters whose whole value is `{{token}}` (the token travels elsewhere). */
function dropTokenParameters(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const hashStart = url.indexOf("#", queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const kept = query.split("&").filter((part) => part.length > 0 && part.slice(part.indexOf("=") + 1) !== TOKEN_PLACEHOLDER);
  const hash = hashStart < 0 ? "" : url.slice(hashStart);
  return url.slice(0, queryStart) + (kept.length > 0 ? `?${kept.join("&")}` : "") + hash;
}

/**
 * Fills every `{{token}}` and `{{cartId}}` of a url template (commerce-core.md §4). With the
 * token in the header (or no token at all) a `…={{token}}` query parameter is dropped and the
 * token is sent as `Authorization: Bearer`; otherwise it is the query value. Callers check
 * `needsCartId` first: a missing cart id is refused, not filled with an empty string.
 */
export function fillUrlTemplate(urlTemplate: string, values: TemplateValues): FilledRequest {
  const token = currentToken(values.token);
  const sentToken = usesToken(urlTemplate) ? token : null;
  let url = urlTemplate;
  const headers: Record<string, string> = {};
  if (usesToken(url) && (values.tokenInHeader || token === null)) {
    url = dropTokenParameters(url);
    if (token !== null) headers.Authorization = `Bearer ${token}`;
  }
  url = url.replaceAll(TOKEN_PLACEHOLDER, encodeURIComponent(token ?? ""));
  url = url.replaceAll(CART_ID_PLACEHOLDER, encodeURIComponent(values.cartId ?? ""));
  return { url, headers, sentToken };
}
