/**
 * Unique, non-empty skus in request order, split into chunks of `size` (commerce-core.md §7
 * Stock: "prefetch in chunks of 15 skus", `config.stock.chunkSize`). @shop/core's
 * `uniqueChunks`, kept under the name this package's public API has promised.
 */
export { uniqueChunks as chunkSkus } from "@shop/core";
