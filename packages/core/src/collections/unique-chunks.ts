/**
 * Unique, non-empty values (trimmed) in first-seen order, split into chunks of `size`:
 * how sku lists go to the back end (commerce-core.md §7 Stock "prefetch in chunks of 15 skus",
 * render-list and catalogue look-ups by sku).
 */
export function uniqueChunks(values: readonly string[], size: number): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, received ${size}`);
  const unique = [...new Set(values.map((value) => value.trim()).filter((value) => value.length > 0))];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}
