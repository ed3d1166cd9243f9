/**
 * Unique, non-empty skus in request order, split into chunks of `size` (commerce-core.md §7
 * Stock: "prefetch in chunks of 15 skus", `config.stock.chunkSize`).
 */
export function chunkSkus(skus: readonly string[], size: number): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, received ${size}`);
  const unique = [...new Set(skus.map((sku) => sku.trim()).filter((sku) => sku.length > 0))];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}
