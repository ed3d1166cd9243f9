import { appendStoreCode, joinPath, splitPath, type ShopConfig, type StoreView } from "@shop/core";
import { isAbsoluteAddress } from "./path-format";

/** A query's pairs as written ("?a=1&b" → ["a=1", "b"]), without empty ones. */
const pairsOf = (search: string): string[] => search.replace(/^\?/, "").split("&").filter((pair) => pair !== "");

/** A pair's name as a query parser reads it ("+" a space, %xx decoded; malformed stays as typed). */
const nameOf = (pair: string): string => new URLSearchParams(pair).keys().next().value ?? "";

/**
 * A redirect's location with the visited path's query passed on (commerce-core.md §2 redirect
 * records; presentation-content.md §2 "Category listing pages take a page query parameter"):
 * an old paginated URL keeps its page, a campaign link its tracking parameters. The visited
 * pairs come first, byte for byte, then the target's own (`___store`); a visited pair whose
 * name the target has too is dropped (the target's wins), so no name is doubled. The store-code
 * parameter is then set for the visited path's view (`appendStoreCode`: a stale one of another
 * view goes). An absolute target (another site) stays as it is.
 */
export function withVisitedQuery(location: string, visitedSearch: string, view: StoreView, config: ShopConfig): string {
  const visited = pairsOf(visitedSearch);
  if (visited.length === 0 || isAbsoluteAddress(location)) return location;
  const parts = splitPath(location);
  const own = pairsOf(parts.search);
  const ownNames = new Set(own.map(nameOf));
  const pairs = [...visited.filter((pair) => !ownNames.has(nameOf(pair))), ...own];
  return appendStoreCode(joinPath({ ...parts, search: `?${pairs.join("&")}` }), view, config);
}
