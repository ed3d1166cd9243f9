import { effectiveCustomerGroup, fillTemplate, loggerOf, uniqueChunks, type CustomerGroup, type ShopConfig, type StoreView } from "@shop/core";
import { isOfflineFailure, isSyncTaskError, type SyncExtra } from "@shop/sync-queue";
import { z } from "zod";
import { attributeSchema, type Attribute } from "./attribute.schemas";
import { categorySchema, type Category } from "./category.schemas";
import { CATALOG_MESSAGES } from "./messages";
import { productSchema, type Product } from "./product.schemas";
import { renderListReplySchema, type RenderListItem } from "./render-list.schemas";
import { requestHash } from "./rules/request-hash";
import { buildSearchRequest, type EntityQuery } from "./rules/search-request";
import { searchErrorReplySchema, searchReplyOf, type AggregationBucket } from "./search.schemas";
import { deepPartial, type DeepPartial } from "./search/deep-partial";
import type { SearchCache } from "./search/search-cache";
import { emptySearchResult, type SearchResult } from "./search/search-result";
import { taxRuleSchema, type TaxRule } from "./tax-rule.schemas";

/** The entity types of commerce-core.md §7 "Entity searches for product, category, attribute, taxrule". */
export const ENTITY_SCHEMAS = {
  product: productSchema,
  category: categorySchema,
  attribute: attributeSchema,
  taxrule: taxRuleSchema,
} as const;
export type EntityType = keyof typeof ENTITY_SCHEMAS;

/**
 * The documents of a search with included/excluded fields: every field optional, nested ones
 * too (a dotted path such as `stock.qty` trims nested objects). Built once here, not per search.
 */
const PROJECTED_SCHEMAS: Record<EntityType, z.ZodType> = {
  product: deepPartial(productSchema),
  category: deepPartial(categorySchema),
  attribute: deepPartial(attributeSchema),
  taxrule: deepPartial(taxRuleSchema),
};
export interface EntityMap {
  product: Product;
  category: Category;
  attribute: Attribute;
  taxrule: TaxRule;
}

/** commerce-core.md §8 "no entity type": 'No entity type registered for {type}' (thrown). */
export class UnknownEntityTypeError extends Error {
  readonly entityType: string;
  constructor(entityType: string) {
    super(fillTemplate(CATALOG_MESSAGES.noEntityType, { type: entityType }));
    this.name = "UnknownEntityTypeError";
    this.entityType = entityType;
  }
}

export function isEntityType(type: string): type is EntityType {
  return Object.hasOwn(ENTITY_SCHEMAS, type);
}

/** Where a search runs: the store view (its index) and the customer's group. */
export interface SearchContext {
  storeView: StoreView;
  group: CustomerGroup;
}

/** The size of a search that gives none (or ≤ 0): the attribute list's for attributes (commerce-core.md §9 "attribute list 150"), else `search.defaultSize` (50). */
const defaultSizeOf = (type: EntityType, config: ShopConfig): number => (type === "attribute" ? config.catalog.attributeListSize : config.search.defaultSize);

/** A query with included/excluded fields answers documents with only some fields. */
export type ProjectedQuery = EntityQuery & ({ includeFields: readonly string[] } | { excludeFields: readonly string[] });

const replySchema = searchReplyOf(z.unknown());

/*
 * Entity search (commerce-core.md §7, §8, §9; presentation-content.md §7): the request is
 * clamped and checked, keyed by a hash (store view, type, body, customer group) and answered
 * from the search cache when it holds the same request; the reply is awaited
 * `search.clientTimeoutMs` (5000 ms). An attribute search without a size lists
 * `catalog.attributeListSize` (150). Every document goes through its entity schema; one that
 * does not fit is logged and left out. Offline (not sent, or no reply while the queue already
 * said offline: `isOfflineFailure`) → an empty result with `offline: true`; any other failure,
 * a timeout while online too, is logged and rejected.
 */
async function searchEntities(extra: CatalogApiDeps, type: string, query: EntityQuery, context: SearchContext): Promise<SearchResult<unknown>> {
  if (!isEntityType(type)) throw new UnknownEntityTypeError(type);
  const { config, searchCache } = extra;
  const logger = loggerOf(extra, "catalog-pricing");
  const defaultSize = defaultSizeOf(type, config);
  const request = buildSearchRequest(query, { defaultSize, maxFilterQuerySize: config.catalog.maxFilterQuerySize });
  const group = effectiveCustomerGroup(context.group, config.tax);
  const index = context.storeView.search.index;
  const hash = requestHash({ index, type, request, group });
  const cached = searchCache.get(hash);
  if (cached !== undefined) return { ...cached, fromCache: true };

  const projected = query.includeFields !== undefined || query.excludeFields !== undefined;
  const schema: z.ZodType = projected ? PROJECTED_SCHEMAS[type] : ENTITY_SCHEMAS[type];
  const path = `${context.storeView.search.host}/${index}/${type}/_search`;
  const groupQuery = { groupId: group.groupId, groupToken: group.groupToken };
  const asGet = { request: JSON.stringify(request), ...groupQuery };
  // GET keeps searches cacheable by a CDN; a request too long for a url goes as POST.
  const usePost = path.length + asGet.request.length * 1.5 > config.catalog.maxGetUrlLength;
  const start = request.from ?? 0;
  const perPage = request.size ?? defaultSize;
  // Read before the call: a call without reply sets the queue offline itself.
  const sentWhileOffline = !extra.api.queue.isOnline();
  let reply: z.output<typeof replySchema>;
  try {
    reply = await extra.api.request({
      method: usePost ? "POST" : "GET",
      path,
      query: usePost ? groupQuery : asGet,
      ...(usePost && { body: request }),
      schema: replySchema,
      bareReply: true,
      silent: true,
      timeoutMs: config.search.clientTimeoutMs,
    }).then((answer) => answer.result);
  } catch (error) {
    if (isOfflineFailure(error, sentWhileOffline)) return emptySearchResult(hash, start, perPage, true);
    const failure = isSyncTaskError(error, "server") ? searchErrorReplySchema.safeParse(error.result) : undefined;
    const reason = failure?.success ? `${failure.data.error.type}: ${failure.data.error.reason}` : error instanceof Error ? error.message : String(error);
    logger.error(`Search of ${type} in ${index} failed: ${reason}`, { request, error });
    throw error;
  }

  const items: unknown[] = [];
  for (const hit of reply.hits.hits) {
    const parsed = schema.safeParse(hit._source);
    if (parsed.success) items.push(parsed.data);
    else logger.warn(`Search of ${type} in ${index}: document ${hit._id} does not fit its schema and is left out`, parsed.error.issues);
  }
  const aggregations: Record<string, AggregationBucket[]> = {};
  for (const [name, aggregation] of Object.entries(reply.aggregations ?? {})) aggregations[name] = aggregation.buckets;
  const result: SearchResult<unknown> = { items, total: reply.hits.total, start, perPage, aggregations, offline: false, fromCache: false, hash };
  searchCache.set(hash, result);
  return result;
}

/**
 * Prices the platform computes now for the customer's group (commerce-core.md §7 render-list:
 * skus comma separated, currencyCode, storeId, userGroupId; the token when not in a header),
 * plus `storeCode`, which names the store view where store ids are shared.
 * §8: a failure answers an empty list (logged).
 */
async function fetchRenderList(extra: CatalogApiDeps, skus: readonly string[], context: SearchContext): Promise<RenderListItem[]> {
  const group = effectiveCustomerGroup(context.group, extra.config.tax);
  const items: RenderListItem[] = [];
  for (const chunk of uniqueChunks(skus, extra.config.catalog.renderListChunkSize)) {
    try {
      const reply = await extra.api.get("/api/product/render-list", {
        schema: renderListReplySchema,
        query: {
          skus: chunk.join(","),
          currencyCode: context.storeView.i18n.currencyCode,
          storeId: context.storeView.storeId,
          // Store ids are not unique (de and fr share 11): the code names the view.
          storeCode: context.storeView.storeCode,
          userGroupId: group.groupId,
        },
        auth: true,
        silent: true,
      });
      items.push(...reply.items);
    } catch (error) {
      // §8: a failed call answers no items; the other chunks' prices still count.
      loggerOf(extra, "catalog-pricing").warn(`render-list failed; no prices synced for ${chunk.length} products`, error);
    }
  }
  return items;
}

/** What the catalogue client is built from: the sync client, the config, a logger and its search cache. */
export type CatalogApiDeps = Pick<SyncExtra, "config" | "api" | "logger"> & { searchCache: SearchCache };

/** The catalogue client (commerce-core.md §7): entity searches and platform prices, built once per store. */
export interface CatalogApi {
  /**
   * Entity search (§7, §8, §9; presentation-content.md §7): clamped and checked, keyed by a hash
   * (store view, type, body, customer group) and answered from the search cache when it holds
   * the same request; awaited `search.clientTimeoutMs`. Every document goes through its entity
   * schema (one that does not fit is logged and left out). Offline → an empty result with
   * `offline: true`; any other failure is logged and rejected. With included/excluded fields
   * the documents are typed (and parsed) as deep partials.
   */
  search<K extends EntityType>(type: K, query: ProjectedQuery, context: SearchContext): Promise<SearchResult<DeepPartial<EntityMap[K]>>>;
  search<K extends EntityType>(type: K, query: EntityQuery, context: SearchContext): Promise<SearchResult<EntityMap[K]>>;
  /**
   * Prices the platform computes now for the customer's group (render-list), in chunks of
   * `catalog.renderListChunkSize`; a failed chunk is logged and answers no items (§8).
   */
  renderList(skus: readonly string[], context: SearchContext): Promise<RenderListItem[]>;
}

export function createCatalogApi(deps: CatalogApiDeps): CatalogApi {
  return {
    search: (type: string, query: EntityQuery, context: SearchContext) => searchEntities(deps, type, query, context),
    renderList: (skus, context) => fetchRenderList(deps, skus, context),
  } as CatalogApi;
}
