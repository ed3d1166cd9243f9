import { formatIssuesInline, toConfigIssues } from "@shop/core";
import { z } from "zod";

/**
 * Settings only this package reads (the shared ones live in @shop/core's ShopConfig). Strict
 * like `ShopConfig`: a misspelled key is an error, not dropped while its default stays.
 */
export const urlResolverOptionsSchema = z.strictObject({
  /**
   * commerce-core.md §2 gives the fallback of the URL map as look-ups ("a product by url_path,
   * then a category, then a CMS page") and §7 as `POST /api/url/map`. "url-map" (default):
   * one map call answers products, categories and redirect records; a miss then asks the
   * CMS page look-up, a failed call runs the look-ups. "lookups": redirect look-up by
   * request_path, then product, category and CMS page look-ups.
   */
  fallback: z.enum(["url-map", "lookups"]).default("url-map"),
  /**
   * presentation-content.md §2: product (and category) URLs come from url_path when the URL
   * dispatcher is on (default), otherwise from the route name's path (/p/…, /c/…).
   */
  urlDispatcher: z.boolean().default(true),
  /** commerce-core.md §2 "Trailing slashes are used"; also the content-link SEO setting. */
  trailingSlash: z.boolean().default(true),
  /** Local-cache entries older than this are ignored (not given by the spec: one day). */
  localCacheTtlMs: z.number().int().positive().default(86_400_000),
});
export type UrlResolverOptions = z.infer<typeof urlResolverOptionsSchema>;
export type UrlResolverOptionsInput = z.input<typeof urlResolverOptionsSchema>;

export class UrlResolverOptionsError extends Error {
  constructor(details: string) {
    super(`Invalid url-resolver options: ${details}`);
    this.name = "UrlResolverOptionsError";
  }
}

/** Validates and fills the package's options; bad fields are reported by path. */
export function createUrlResolverOptions(input: UrlResolverOptionsInput = {}): UrlResolverOptions {
  const result = urlResolverOptionsSchema.safeParse(input);
  if (!result.success) {
    throw new UrlResolverOptionsError(formatIssuesInline(toConfigIssues(result.error.issues)));
  }
  return result.data;
}

export const DEFAULT_URL_RESOLVER_OPTIONS: UrlResolverOptions = createUrlResolverOptions();
