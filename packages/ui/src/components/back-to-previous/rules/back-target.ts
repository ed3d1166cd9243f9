/**
 * presentation-content.md §2 "Back-to-previous-page control: goes to the stored previous
 * path, otherwise to a given target." Only an internal path counts as a previous path (never
 * an address on another site), and not the page the shopper is on.
 */
export function backTarget(previousPath: string | null | undefined, fallback: string, currentPath?: string): string {
  const previous = previousPath?.trim() ?? "";
  const internal = previous.startsWith("/") && !previous.startsWith("//");
  return internal && previous !== currentPath ? previous : fallback;
}
