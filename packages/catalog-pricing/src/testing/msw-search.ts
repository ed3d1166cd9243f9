import type { ShopConfig } from "@shop/core";
import { apiUrl, envelopeReply } from "@shop/sync-queue/testing";
import { http, HttpResponse } from "msw";
import { renderListQuerySchema } from "../render-list.schemas";
import { catalogSearchRequestSchema, type CatalogSearchRequest, type FilterCondition } from "../search.schemas";
import { tierPriceFor } from "../rules/tier-price";
import type { CatalogFixtureData } from "./fixtures";

type Doc = Record<string, unknown>;

/** Every value at a dotted path; arrays on the way are walked (`configurable_children.sku`). */
function valuesAt(doc: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(doc) ? doc : [doc];
  if (Array.isArray(doc)) return doc.flatMap((entry) => valuesAt(entry, path));
  if (typeof doc !== "object" || doc === null) return [];
  const [head = "", ...rest] = path;
  return valuesAt((doc as Doc)[head], rest);
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

function matches(doc: Doc, field: string, condition: FilterCondition): boolean {
  const values = valuesAt(doc, field.split("."));
  const numbers = values.filter((value): value is number => typeof value === "number");
  return (
    (condition.eq === undefined || values.some((value) => same(value, condition.eq))) &&
    (condition.in === undefined || values.some((value) => condition.in?.some((wanted) => same(value, wanted)))) &&
    (condition.gt === undefined || numbers.some((value) => value > (condition.gt ?? 0))) &&
    (condition.gte === undefined || numbers.some((value) => value >= (condition.gte ?? 0))) &&
    (condition.lt === undefined || numbers.some((value) => value < (condition.lt ?? 0))) &&
    (condition.lte === undefined || numbers.some((value) => value <= (condition.lte ?? 0))) &&
    (condition.range === undefined || numbers.some((value) => (condition.range?.from === undefined || value >= condition.range.from) && (condition.range?.to === undefined || value < condition.range.to)))
  );
}

function project(doc: Doc, source: CatalogSearchRequest["_source"]): Doc {
  const includes = Array.isArray(source) ? source : source?.includes;
  const excludes = Array.isArray(source) ? undefined : source?.excludes;
  const top = (field: string) => field.split(".")[0] ?? field;
  return Object.fromEntries(Object.entries(doc).filter(([key]) => (includes === undefined || includes.some((field) => top(field) === key)) && !(excludes ?? []).includes(key)));
}

const compare = (a: unknown, b: unknown) => (typeof a === "number" && typeof b === "number" ? a - b : String(a ?? "").localeCompare(String(b ?? "")));

/** A small in-memory search engine over fixture documents, answering like apps/api (search-engine hits). */
export function answerSearch(docs: readonly Doc[], index: string, type: string, request: CatalogSearchRequest, defaultSize: number) {
  let matched = docs.filter((doc) => Object.entries(request.filter ?? {}).every(([field, condition]) => matches(doc, field, condition)));
  const terms = (request.query ?? "").toLowerCase().split(/\s+/).filter((term) => term.length > 0);
  if (terms.length > 0) matched = matched.filter((doc) => terms.some((term) => `${String(doc.name)} ${String(doc.sku)}`.toLowerCase().includes(term)));
  for (const { field, order } of [...(request.sort ?? [])].reverse()) {
    matched = [...matched].sort((a, b) => compare(valuesAt(a, field.split("."))[0], valuesAt(b, field.split("."))[0]) * (order === "desc" ? -1 : 1));
  }
  const from = Math.max(0, request.from ?? request.start ?? 0);
  const size = request.size === undefined || request.size <= 0 ? defaultSize : request.size;
  const aggregations: Record<string, { buckets: { key: string | number; doc_count: number; from?: number; to?: number }[] }> = {};
  for (const terms of request.aggs?.terms ?? []) {
    const counts = new Map<string | number, number>();
    for (const doc of matched) for (const key of new Set(valuesAt(doc, terms.field.split(".")).filter((value): value is string | number => typeof value === "string" || typeof value === "number"))) counts.set(key, (counts.get(key) ?? 0) + 1);
    aggregations[`agg_terms_${terms.field}`] = { buckets: [...counts].map(([key, doc_count]) => ({ key, doc_count })).slice(0, terms.size ?? 10) };
  }
  for (const range of request.aggs?.range ?? []) {
    aggregations[`agg_range_${range.field}`] = {
      buckets: range.ranges.map((bucket) => ({
        key: `${bucket.from ?? "*"}-${bucket.to ?? "*"}`,
        ...bucket,
        doc_count: matched.filter((doc) => matches(doc, range.field, { range: bucket })).length,
      })),
    };
  }
  const page = matched.slice(from, from + size);
  return {
    took: 1,
    timed_out: false,
    hits: { total: matched.length, max_score: page.length === 0 ? null : 1, hits: page.map((doc) => ({ _index: index, _type: type, _id: String(doc.id ?? doc.attribute_id), _score: 1, _source: project(doc, request._source) })) },
    ...(request.aggs !== undefined && { aggregations }),
  };
}

/** Requests the handlers saw, for assertions (method, entity type, body, group). */
export interface SeenSearch {
  method: string;
  index: string;
  type: string;
  request: CatalogSearchRequest;
  groupId: string | null;
  groupToken: string | null;
}

/**
 * MSW handlers for the catalogue calls over fixture data: entity search (GET `?request=` and
 * POST) for product, category, attribute and taxrule, and render-list (prices with the
 * group's tier price; `price_info` net at 21 %, `tax_adjustments` gross). `seen` records
 * each search.
 */
export function catalogHandlers(config: Pick<ShopConfig, "api" | "search">, data: CatalogFixtureData, seen: SeenSearch[] = []) {
  const byType: Record<string, readonly Doc[]> = { product: data.products, category: data.categories, attribute: data.attributes, taxrule: data.taxRules };
  const search = http.all(apiUrl(config, "/api/catalog/:index/:type/_search"), async ({ request, params }) => {
    const url = new URL(request.url);
    const type = String(params.type);
    const docs = byType[type];
    if (docs === undefined) return HttpResponse.json({ error: { type: "type_missing_exception", reason: `No entity type registered for ${type}` }, status: 404 }, { status: 404 });
    const raw = request.method === "GET" ? JSON.parse(url.searchParams.get("request") ?? "{}") : await request.json();
    const parsed = catalogSearchRequestSchema.safeParse(raw);
    if (!parsed.success) return HttpResponse.json({ error: { type: "parsing_exception", reason: "The search request is not valid." }, status: 400 }, { status: 400 });
    seen.push({ method: request.method, index: String(params.index), type, request: parsed.data, groupId: url.searchParams.get("groupId"), groupToken: url.searchParams.get("groupToken") });
    return HttpResponse.json(answerSearch(docs, String(params.index), type, parsed.data, config.search.defaultSize));
  });
  const renderList = http.get(apiUrl(config, "/api/product/render-list"), ({ request }) => {
    const query = renderListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const items = query.skus.flatMap((sku) => {
      const product = data.products.find((entry) => entry.sku === sku);
      if (product === undefined) return [];
      const regular = product.price_incl_tax ?? product.price;
      const tier = tierPriceFor(product.tier_prices, query.userGroupId ?? 0, 1);
      const final = Math.min(product.final_price_incl_tax ?? product.final_price ?? regular, tier ?? Number.POSITIVE_INFINITY);
      const net = (amount: number) => Math.round((amount / 1.21) * 100) / 100;
      const special = final < regular ? final : null;
      return [
        {
          id: product.id,
          sku: product.sku,
          name: product.name,
          type: product.type_id,
          is_salable: product.status === 1,
          store_id: query.storeId ?? 0,
          currency_code: query.currencyCode ?? "EUR",
          price_info: {
            final_price: net(final),
            max_price: net(final),
            max_regular_price: net(regular),
            minimal_regular_price: net(regular),
            special_price: special === null ? null : net(special),
            minimal_price: net(final),
            regular_price: net(regular),
            extension_attributes: { tax_adjustments: { final_price: final, max_price: final, max_regular_price: regular, minimal_regular_price: regular, special_price: special, minimal_price: final, regular_price: regular } },
          },
        },
      ];
    });
    return envelopeReply({ items });
  });
  return [search, renderList];
}
