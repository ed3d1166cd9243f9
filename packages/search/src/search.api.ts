import type { ShopConfig } from "@shop/core";
import { isSyncTaskError, type SyncClient } from "@shop/sync-queue";
import { z } from "zod";
import type { ServiceQueryInput } from "./service-query.schemas";
import {
  autocompleteReplySchema,
  cartPageReplySchema,
  pageReplySchema,
  productPageReplySchema,
  type AutocompleteReply,
  type CartPageReply,
  type PageReply,
  type ProductPageReply,
} from "./service-reply.schemas";
import type { AutocompleteRequestInput, CartPageRequestInput, NotificationType, PageRequestInput, ProductPageRequestInput } from "./service-request.schemas";

/**
 * The generic request form's query (presentation-content.md §7: `ServiceQueryInput`'s fields)
 * plus the `f.` filters, as sent.
 */
export type ServiceCallQuery = Partial<Record<keyof ServiceQueryInput, string | number>> & Record<string, string | number | undefined>;

/** The service's calls (§7) under `search.serviceUrl`. */
export const SERVICE_PATHS = {
  landingPage: "/queries/landing-page",
  searchPage: "/queries/search-page",
  productPage: "/queries/product-page",
  cartPage: "/queries/cart-page",
  autocomplete: "/queries/autocomplete",
  notification: (type: NotificationType) => `/notifications/${type}`,
} as const;

/** A notification is answered 204 without a body: anything, since nothing is read. */
const noReply = z.unknown();

/**
 * The search and recommendation service over the sync client (never `fetch`): bare JSON replies
 * (`bareReply`), each checked with @shop/search's reply schemas (a reply that does not fit is a
 * `SyncTaskError` of kind "schema", naming the field), within `search.clientTimeoutMs`.
 * Reads are silent (§8 "Search-panel error is logged only"; "notification calls are silent").
 */
export function createSearchServiceApi(api: SyncClient, config: ShopConfig) {
  const base = config.search.serviceUrl.replace(/\/+$/, "");
  const call = <S extends z.ZodType>(path: string, query: ServiceCallQuery, body: object, schema: S, extraQuery: Record<string, string | number | undefined> = {}) =>
    api
      .request({ method: "POST", path: `${base}${path}`, query: { ...query, ...extraQuery }, body: body as Record<string, unknown>, schema, bareReply: true, silent: true, timeoutMs: config.search.clientTimeoutMs })
      .then((reply) => reply.result as z.output<S>);
  return {
    landingPage(query: ServiceCallQuery, body: PageRequestInput): Promise<PageReply> {
      return call(SERVICE_PATHS.landingPage, query, body, pageReplySchema);
    },
    searchPage(query: ServiceCallQuery, body: PageRequestInput): Promise<PageReply> {
      return call(SERVICE_PATHS.searchPage, query, body, pageReplySchema);
    },
    productPage(query: ServiceCallQuery, body: ProductPageRequestInput): Promise<ProductPageReply> {
      return call(SERVICE_PATHS.productPage, query, body, productPageReplySchema);
    },
    cartPage(query: ServiceCallQuery, body: CartPageRequestInput): Promise<CartPageReply> {
      return call(SERVICE_PATHS.cartPage, query, body, cartPageReplySchema);
    },
    autocomplete(query: ServiceCallQuery, body: AutocompleteRequestInput): Promise<AutocompleteReply> {
      return call(SERVICE_PATHS.autocomplete, query, body, autocompleteReplySchema);
    },
    /** §7 "POST notification by type with body of ticket or productKey". The service answers 204 (no JSON): that is success. */
    async notify(type: NotificationType, query: ServiceCallQuery, body: { ticket: string } | { productKey: string }): Promise<void> {
      try {
        await call(SERVICE_PATHS.notification(type), query, body, noReply);
      } catch (error) {
        if (isSyncTaskError(error, "bad-content-type", "empty-response") && error.code === 204) return;
        throw error;
      }
    },
  };
}

export type SearchServiceApi = ReturnType<typeof createSearchServiceApi>;
