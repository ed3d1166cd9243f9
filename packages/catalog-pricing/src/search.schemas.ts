import { z } from "zod";

/** A dotted field path of a document: `price`, `stock.is_in_stock`, `configurable_children.sku`. */
export const fieldPathSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, "must be a field path such as stock.is_in_stock");

const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);
export type SearchScalar = z.infer<typeof scalarSchema>;

/** `range` is from-inclusive and to-exclusive, like the listing's price buckets (commerce-core.md §9). */
export const searchRangeSchema = z
  .strictObject({ from: z.number().optional(), to: z.number().optional() })
  .refine((range) => range.from !== undefined || range.to !== undefined, "range needs from or to");

const operatorsSchema = z
  .strictObject({
    in: z.array(scalarSchema).min(1).max(999).optional(),
    eq: scalarSchema.optional(),
    gt: z.number().optional(),
    gte: z.number().optional(),
    lt: z.number().optional(),
    lte: z.number().optional(),
    range: searchRangeSchema.optional(),
  })
  .refine((operators) => Object.values(operators).some((value) => value !== undefined), "a filter needs an operator: in, eq, gt, gte, lt, lte or range");

/** A scalar means `eq`, an array means `in`. */
export const filterConditionSchema = z
  .union([scalarSchema, z.array(scalarSchema).min(1).max(999), operatorsSchema])
  .transform((condition): z.infer<typeof operatorsSchema> => {
    if (Array.isArray(condition)) return { in: condition };
    if (typeof condition === "object") return condition;
    return { eq: condition };
  });
export type FilterCondition = z.output<typeof filterConditionSchema>;

export const sortOrderSchema = z.enum(["asc", "desc"]);
export type SortOrder = z.infer<typeof sortOrderSchema>;
export interface SortField {
  field: string;
  order: SortOrder;
}

/** "final_price:asc,name:desc" (the config's sort option values) or [{ final_price: "asc" }]. */
export const searchSortSchema = z
  .union([
    z.string().regex(/^[A-Za-z0-9_.]+(:(asc|desc))?(,[A-Za-z0-9_.]+(:(asc|desc))?)*$/, 'must look like "field:asc,other:desc"'),
    z.array(z.record(fieldPathSchema, sortOrderSchema)).max(5),
  ])
  .transform((sort): SortField[] =>
    typeof sort === "string"
      ? sort.split(",").map((part) => {
          const [field = "", order] = part.split(":");
          return { field, order: order === "desc" ? "desc" : "asc" };
        })
      : sort.flatMap((entry) => Object.entries(entry).map(([field, order]) => ({ field, order }))),
  );

export const sourceFilterSchema = z.union([
  z.array(fieldPathSchema),
  z.strictObject({ includes: z.array(fieldPathSchema).optional(), excludes: z.array(fieldPathSchema).optional() }),
]);

export const termsAggregationSchema = z.strictObject({
  field: fieldPathSchema,
  size: z.number().int().positive().max(999).optional(),
});
export const rangeAggregationSchema = z.strictObject({
  field: fieldPathSchema,
  ranges: z.array(z.strictObject({ from: z.number().optional(), to: z.number().optional() })).min(1).max(20),
});

/**
 * Aggregations for the listing filters (commerce-core.md §9 "Default filters: color, price,
 * size, wever"). Terms buckets are named `agg_terms_{field}`, ranges `agg_range_{field}`.
 */
export const searchAggregationsSchema = z.strictObject({
  terms: z.array(termsAggregationSchema).max(20).optional(),
  range: z.array(rangeAggregationSchema).max(5).optional(),
});

/**
 * Body of POST /api/catalog/{index}/{entityType}/_search (GET takes it as `?request=`):
 * filters (in, eq, gt, gte, lt, lte, range), sort, from/start, size, _source includes and
 * excludes, aggregations, and an optional full-text `query` on name, sku and category name.
 */
export const catalogSearchRequestSchema = z.strictObject({
  query: z.string().trim().max(200).optional(),
  filter: z.record(fieldPathSchema, filterConditionSchema).optional(),
  sort: searchSortSchema.optional(),
  from: z.number().int().optional(),
  start: z.number().int().optional(),
  size: z.number().int().optional(),
  _source: sourceFilterSchema.optional(),
  aggs: searchAggregationsSchema.optional(),
});
export type CatalogSearchRequest = z.output<typeof catalogSearchRequestSchema>;
export type CatalogSearchRequestInput = z.input<typeof catalogSearchRequestSchema>;

/** hits.total: a number (Elasticsearch 5/6) or `{ value, relation }` (7+); parsed to a number. */
export const searchTotalSchema = z
  .union([z.number().int().nonnegative(), z.looseObject({ value: z.number().int().nonnegative(), relation: z.string().optional() })])
  .transform((total) => (typeof total === "number" ? total : total.value));

export const aggregationBucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number().int().nonnegative(),
  from: z.number().optional(),
  to: z.number().optional(),
});
export type AggregationBucket = z.infer<typeof aggregationBucketSchema>;

export const aggregationSchema = z.looseObject({ buckets: z.array(aggregationBucketSchema) });

export function searchHitOf<T extends z.ZodType>(source: T) {
  return z.looseObject({
    _index: z.string(),
    _type: z.string().optional(),
    _id: z.string(),
    _score: z.number().nullable(),
    _source: source,
  });
}

/** A search-engine style reply whose documents fit `source`. */
export function searchReplyOf<T extends z.ZodType>(source: T) {
  return z.looseObject({
    took: z.number().optional(),
    timed_out: z.boolean().optional(),
    hits: z.looseObject({
      total: searchTotalSchema,
      max_score: z.number().nullable(),
      hits: z.array(searchHitOf(source)),
    }),
    aggregations: z.record(z.string(), aggregationSchema).optional(),
  });
}

/** A failed search, Elasticsearch style. */
export const searchErrorReplySchema = z.looseObject({
  error: z.looseObject({ type: z.string(), reason: z.string() }),
  status: z.number().int(),
});
export type SearchErrorReply = z.infer<typeof searchErrorReplySchema>;
