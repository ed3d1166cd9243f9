import { delocalizePath, resolveStoreViewFromPath, splitPath, type ShopConfig } from "@shop/core";
import { requestPathOf } from "./path-format";

/**
 * The content-service slug of a path (presentation-content.md §2): the path without the
 * leading slash; an empty path becomes home; a single segment equal to a store code gets
 * /home appended; with multistore on, the slug is prefixed with the store code.
 */
export function contentSlugOf(path: string, config: ShopConfig): string {
  const storeCodes = Object.keys(config.storeViews.views);
  const view = resolveStoreViewFromPath(path, config);
  const bare = requestPathOf(splitPath(delocalizePath(path, config)).pathname);
  if (storeCodes.includes(bare)) return `${bare}/home`;
  const slug = bare === "" ? "home" : bare;
  return config.storeViews.multistore ? `${view.storeCode}/${slug}` : slug;
}
