import type { ShopConfig } from "@shop/core";
import { resolutionOf, type Resolution } from "./rules/navigation-outcome";
import { urlKeyOf } from "./rules/url-key";
import type { UrlMapEntry } from "./rules/url-map-entry";
import type { UrlResolverRootState } from "./url.slice";

export const selectUrlMap = (state: UrlResolverRootState): Record<string, UrlMapEntry> => state.urlResolver.map;

/** The in-memory answer for a path, without any call: what `resolveUrl` tries first. */
export function resolveFromMemory(state: UrlResolverRootState, path: string, config: ShopConfig): Resolution | null {
  const urlKey = urlKeyOf(path, config);
  const entry = state.urlResolver.map[urlKey.key];
  return entry ? resolutionOf(entry, "memory", urlKey, config) : null;
}
