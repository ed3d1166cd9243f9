import { staysOnSite } from "../../../link/rules/stays-on-site";

/**
 * presentation-content.md §2 "Back-to-previous-page control: goes to the stored previous
 * path, otherwise to a given target." Only an internal path counts as a previous path (never
 * an address on another site), and not the page the shopper is on.
 */
export function backTarget(previousPath: string | null | undefined, fallback: string, currentPath?: string): string {
  const previous = previousPath?.trim() ?? "";
  // A path of the shop (`/…`) that the browser resolves on the shop's own site.
  const internal = previous.startsWith("/") && staysOnSite(previous);
  return internal && previous !== currentPath ? previous : fallback;
}
