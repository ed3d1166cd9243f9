import type { SyncClient } from "@shop/sync-queue";
import { z } from "zod";

/** A search-engine style reply of the api's catalogue (bare JSON, not the envelope). */
const hitsOf = <T extends z.ZodType>(source: T) =>
  z.looseObject({ hits: z.looseObject({ hits: z.array(z.looseObject({ _source: source })) }) });

/**
 * Catalogue search through the sync client, as @shop/catalog-pricing will do it: what the
 * tests use to find seeded products and categories, and to wire the URL resolver's look-ups.
 */
export async function searchCatalog<T extends z.ZodType>(
  client: SyncClient,
  index: string,
  entityType: "product" | "category",
  body: Record<string, unknown>,
  source: T,
): Promise<z.output<T>[]> {
  const reply = await client.request({
    method: "POST",
    path: `/api/catalog/${index}/${entityType}/_search`,
    body: body as never,
    schema: hitsOf(source),
    bareReply: true,
  });
  return reply.result.hits.hits.map((hit) => hit._source as z.output<T>);
}
