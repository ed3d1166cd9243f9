import type { ShopConfig } from "@shop/core";
import type { UrlKey } from "./url-key";

/**
 * The content-service slug of a path (presentation-content.md §2), from its URL key (the
 * path read once, see `urlKeyOf`): the request path; an empty path becomes home; a single
 * segment equal to a store code gets /home appended; with multistore on, the slug is prefixed
 * with the store code.
 */
export function contentSlugOf({ view, requestPath }: Pick<UrlKey, "view" | "requestPath">, config: ShopConfig): string {
  if (Object.hasOwn(config.storeViews.views, requestPath)) return `${requestPath}/home`;
  const slug = requestPath === "" ? "home" : requestPath;
  return config.storeViews.multistore ? `${view.storeCode}/${slug}` : slug;
}
