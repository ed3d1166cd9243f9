import { z } from "zod";

/** 0: the path serves the entity; 301/302: answer with a redirect to target_path. */
export const redirectTypeSchema = z.union([z.literal(0), z.literal(301), z.literal(302)]);
export type RedirectType = z.infer<typeof redirectTypeSchema>;

export const urlEntityTypeSchema = z.enum(["product", "category", "cms-page", "custom"]);
export type UrlEntityType = z.infer<typeof urlEntityTypeSchema>;

/** A URL rewrite or redirect record (commerce-core.md §2 "Redirect records (request_path, target_path, redirect_type)"). */
export const urlRewriteSchema = z.looseObject({
  url_rewrite_id: z.number().int().optional(),
  request_path: z.string(),
  target_path: z.string(),
  redirect_type: redirectTypeSchema,
  entity_type: urlEntityTypeSchema,
  entity_id: z.number().int().nullable(),
  store_id: z.number().int().optional(),
});
export type UrlRewrite = z.infer<typeof urlRewriteSchema>;

/** Body of POST /api/url/map (commerce-core.md §7 Catalogue). */
export const urlMapRequestSchema = z.object({
  url: z.string().min(1).max(2048),
  includeFields: z.array(z.string()).nullable().optional(),
  excludeFields: z.array(z.string()).nullable().optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  filters: z.object({ sku: z.string().optional() }).optional(),
  groupId: z.number().int().nullable().optional(),
  groupToken: z.string().nullable().optional(),
  /** The store view whose index is searched; the default store when absent. */
  storeCode: z.string().optional(),
});
export type UrlMapRequest = z.infer<typeof urlMapRequestSchema>;

/**
 * What a URL maps to: the entity's document with `url_path` (and `sku`, `type_id` for
 * products), or a redirect record. `_type` tells which.
 */
export const urlMapSourceSchema = z.looseObject({
  url_path: z.string().optional(),
  request_path: z.string().optional(),
  target_path: z.string().optional(),
  redirect_type: redirectTypeSchema.optional(),
  id: z.number().int().optional(),
  sku: z.string().optional(),
  type_id: z.string().optional(),
  slug: z.string().optional(),
});
export type UrlMapSource = z.infer<typeof urlMapSourceSchema>;

/** One hit of a search-engine style reply: `_type` product, category or url_rewrite. */
export const urlMapHitSchema = z.looseObject({
  _index: z.string().optional(),
  _type: z.string(),
  _id: z.string().optional(),
  _source: urlMapSourceSchema,
});
export type UrlMapHit = z.infer<typeof urlMapHitSchema>;

/**
 * The reply of `POST /api/url/map` (and, with url_rewrite hits, `GET /api/url/redirect`):
 * search-engine style hits, not the envelope. No match: no hits.
 */
export const urlMapReplySchema = z.looseObject({
  took: z.number().optional(),
  timed_out: z.boolean().optional(),
  hits: z.looseObject({
    total: z.union([z.number().int().nonnegative(), z.looseObject({ value: z.number().int().nonnegative() })]),
    hits: z.array(urlMapHitSchema),
  }),
});
export type UrlMapReply = z.infer<typeof urlMapReplySchema>;
