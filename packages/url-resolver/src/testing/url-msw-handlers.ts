import type { ShopConfig } from "@shop/core";
import { apiUrl } from "@shop/sync-queue/testing";
import { http, HttpResponse } from "msw";
import type { UrlMapRequest, UrlRewrite } from "../url.schemas";

export interface UrlMswBackendData {
  /** Rewrite and redirect records, request_path without slashes, per store code (default store: key ""). */
  rewrites: readonly UrlRewrite[];
  /** Entity documents by "{entity_type}:{entity_id}". */
  documents: Readonly<Record<string, Record<string, unknown>>>;
  /** Product documents by sku (for `filters.sku`). */
  productsBySku?: Readonly<Record<string, Record<string, unknown>>>;
}

export interface UrlMswBackend {
  handlers: ReturnType<typeof http.post>[];
  /** Every map request body and redirect request_path, in order. */
  mapRequests: UrlMapRequest[];
  redirectRequests: string[];
}

const hitsOf = (hits: unknown[]) => ({ took: 0, timed_out: false, hits: { total: hits.length, max_score: hits.length === 0 ? null : 1, hits } });
const trim = (path: string) => path.replace(/[?#].*$/, "").replace(/^\/+|\/+$/g, "");

/** An in-memory URL back end for MSW, answering `/api/url/map` and `/api/url/redirect` like apps/api. */
export function createUrlMswBackend(config: Pick<ShopConfig, "api">, data: UrlMswBackendData): UrlMswBackend {
  const mapRequests: UrlMapRequest[] = [];
  const redirectRequests: string[] = [];
  const find = (path: string) => data.rewrites.find((record) => record.request_path === trim(path));
  const handlers = [
    http.post(apiUrl(config, "/api/url/map"), async ({ request }) => {
      const body = (await request.json()) as UrlMapRequest;
      mapRequests.push(body);
      const sku = body.filters?.sku;
      if (sku !== undefined) {
        const doc = data.productsBySku?.[sku];
        return HttpResponse.json(hitsOf(doc ? [{ _type: "product", _id: sku, _source: doc }] : []));
      }
      const record = find(body.url);
      if (!record) return HttpResponse.json(hitsOf([]));
      if (record.redirect_type !== 0) return HttpResponse.json(hitsOf([{ _type: "url_rewrite", _id: String(record.url_rewrite_id), _source: record }]));
      const doc = data.documents[`${record.entity_type}:${record.entity_id}`];
      if (!doc) return HttpResponse.json(hitsOf([]));
      return HttpResponse.json(hitsOf([{ _type: record.entity_type, _id: String(record.entity_id), _source: { ...doc, url_path: record.request_path } }]));
    }),
    http.get(apiUrl(config, "/api/url/redirect"), ({ request }) => {
      const path = new URL(request.url).searchParams.get("request_path") ?? "";
      redirectRequests.push(path);
      const record = find(path);
      return HttpResponse.json(hitsOf(record && record.redirect_type !== 0 ? [{ _type: "url_rewrite", _source: record }] : []));
    }),
  ];
  return { handlers, mapRequests, redirectRequests };
}
