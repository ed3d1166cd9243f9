import { z } from "zod";
import { DEFAULT_STORE_VIEWS } from "./default-store-views";
import {
  DEFAULT_BLOG_VISIBLE_PAGES,
  DEFAULT_IMAGE_WEBP,
  DEFAULT_PLACEHOLDER_QUALITY,
  DEFAULT_PRODUCT_CARD_BREAKPOINTS,
  DEFAULT_PRODUCT_CARD_RATIO,
  DEFAULT_PRODUCT_CARD_WIDTHS,
  DEFAULT_TILE_SRCSET_WIDTHS,
} from "./default-values";
import { storeViewSchema } from "./store-view.schema";
import { storeViewsCrossFieldIssues } from "./store-views.checks";

const positiveInt = z.number().int().positive();
const nonNegativeInt = z.number().int().nonnegative();
const dimensions = (width: number, height: number) =>
  z.strictObject({ width: positiveInt, height: positiveInt }).prefault({ width, height });
const widths = (values: readonly number[]) => z.array(positiveInt).min(1).prefault([...values]);

/** Store views, commerce-core.md §1/§3 and presentation-content.md §2 "store-code prefixes". */
const storeViewsSchema = z
  .strictObject({
    multistore: z.boolean().default(true),
    defaultStoreCode: z.string().min(1).default("nl"),
    /**
     * The spec gives two readings for the default store's URL: commerce-core.md §1 "Dutch
     * (default, no path prefix)" and presentation-content.md §2 "the store uses the url
     * prefix /nl by default". "none" (the default) follows commerce-core; "store-code"
     * prefixes the default store with its code.
     */
    defaultStorePrefix: z.enum(["none", "store-code"]).default("none"),
    /** Query parameter used when a view has appendStoreCode on (the spec does not name it). */
    storeCodeQueryParam: z.string().min(1).default("___store"),
    views: z.record(z.string(), storeViewSchema).prefault(DEFAULT_STORE_VIEWS),
  })
  .prefault({})
  .superRefine(
    (section, ctx) => {
      for (const issue of storeViewsCrossFieldIssues(section)) ctx.addIssue({ code: "custom", ...issue });
    },
    // Run even when another storeViews field is malformed, so all bad fields are reported together.
    { when: () => true },
  );

/**
 * The one configuration of the shop. Every constant of commerce-core.md §9 and
 * presentation-content.md §9 that more than one package needs has its default here.
 */
export const shopConfigSchema = z.strictObject({
  api: z
    .strictObject({
      /** API host; every path of commerce-core.md §7 is relative to it. */
      url: z.url().default("http://localhost:8787"),
      /** The provider's extension segment: /api/ext/{ext}/… */
      ext: z.string().regex(/^[a-z0-9-]+$/).default("shop"),
      /** Extension segment of the newsletter endpoint: /api/ext/{newsletter}/subscribe. */
      newsletterExt: z.string().regex(/^[a-z0-9-]+$/).default("newsletter"),
    })
    .prefault({}),
  storeViews: storeViewsSchema,
  catalog: z
    .strictObject({
      rootCategoryId: positiveInt.default(2),
      productListPageSize: positiveInt.default(50),
      categoryFetchSize: positiveInt.default(4000),
      attributeListSize: positiveInt.default(150),
      maxFilterQuerySize: positiveInt.default(999),
      aggregationSize: positiveInt.default(10),
      /** Listing shows out-of-stock products; off → in-stock only (§5). */
      listOutOfStockProducts: z.boolean().default(true),
      preventConfigurableChildrenDirectAccess: z.boolean().default(true),
      /**
       * commerce-core.md §5 gives two readings for the listing status filter: status 1
       * ("status-1", default) or status 0 and 1 ("status-0-and-1").
       */
      listingStatusFilter: z.enum(["status-1", "status-0-and-1"]).default("status-1"),
      /** §9: category position ascending. */
      defaultSort: z.string().default("position:asc"),
      sortOptions: z
        .array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) }))
        .min(1)
        .prefault([
          { label: "Latest", value: "created_at:desc" },
          { label: "Price low to high", value: "final_price:asc" },
          { label: "Price high to low", value: "final_price:desc" },
          { label: "Recommended", value: "position:asc" },
          { label: "New", value: "new:desc" },
        ]),
      defaultFilters: z.array(z.string().min(1)).prefault(["color", "price", "size", "wever"]),
      /** §9: 0-50, 50-100, 100-150, 150 and up; `to` absent on the last. */
      priceRanges: z
        .array(z.strictObject({ from: z.number().nonnegative(), to: z.number().positive().optional() }))
        .min(1)
        .prefault([{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }]),
      /**
       * How long a cached search answers (ms) before it is asked again. The spec caches per
       * request hash without an age; prices and stock go stale, so entries expire (5 min).
       */
      searchCacheTtlMs: nonNegativeInt.default(300_000),
      /** Searches go as GET `?request=` (cacheable by a CDN) until the url would exceed this; then POST. */
      maxGetUrlLength: positiveInt.default(4000),
      /**
       * Variant choice, the spec's two readings (commerce-core.md §4): true (default) falls back
       * to the default variant when the chosen combination has no available child; false reports
       * 'No available product variants' for it.
       */
      variantFallbackToDefault: z.boolean().default(true),
      /**
       * When a product load also asks the platform for prices of now (render-list):
       * "customer-group" (default) when the customer is in a group other than the default one
       * (documents are priced for guests), "always", or "never".
       */
      syncPlatformPrices: z.enum(["customer-group", "always", "never"]).default("customer-group"),
      /** Skus per render-list call (the query string must stay short). */
      renderListChunkSize: positiveInt.default(100),
    })
    .prefault({}),
  /** @shop/url-resolver: URL resolution and link building. */
  urlResolver: z
    .strictObject({
      /**
       * commerce-core.md §2 gives the fallback of the URL map as look-ups ("a product by url_path,
       * then a category, then a CMS page") and §7 as `POST /api/url/map`. "url-map" (default):
       * one map call answers products, categories and redirect records; a miss then asks the
       * CMS page look-up, a failed call runs the look-ups. "lookups": redirect look-up by
       * request_path, then product, category and CMS page look-ups.
       */
      fallback: z.enum(["url-map", "lookups"]).default("url-map"),
      /**
       * presentation-content.md §2: product (and category) URLs come from url_path when the URL
       * dispatcher is on (default), otherwise from the route name's path (/p/…, /c/…).
       */
      urlDispatcher: z.boolean().default(true),
      /** commerce-core.md §2 "Trailing slashes are used"; also the content-link SEO setting. */
      trailingSlash: z.boolean().default(true),
      /** Local-cache entries older than this are ignored (not given by the spec: one day). */
      localCacheTtlMs: positiveInt.default(86_400_000),
    })
    .prefault({}),
  search: z
    .strictObject({
      clientTimeoutMs: positiveInt.default(5000),
      serverTimeoutMs: positiveInt.default(1000),
      minScore: z.number().nonnegative().default(0.02),
      fuzziness: nonNegativeInt.default(2),
      minimumShouldMatch: z.string().default("75%"),
      boosts: z.record(z.string(), z.number().positive()).prefault({ name: 4, sku: 2, "category.name": 1 }),
      defaultSize: positiveInt.default(50),
      cacheQuota: positiveInt.default(4096),
      autocompleteMinChars: positiveInt.default(3),
      autocompleteDebounceMs: nonNegativeInt.default(500),
      panelPageSize: positiveInt.default(16),
      /**
       * @shop/search: the search and recommendation service (presentation-content.md §7), a path
       * on the api host or an absolute url. Default: apps/api's simulator.
       */
      serviceUrl: z.string().min(1).default("/search-service/v3"),
      /** §7 "market", sent on every service call. null (default): the store view's country (`i18n.defaultCountry`); a value: one market for every view. */
      market: z.string().min(2).max(8).nullable().default(null),
      /**
       * Where a category listing (/c/{slug}) comes from: "catalogue" (default, the issue's reading
       * of presentation-content.md §7 "Catalogue product search (source of product lists)") or the
       * search service ("service"). Landing pages and search results always come from the service.
       * The visibility/status reading and the out-of-stock switch are `catalog.listingStatusFilter`
       * and `catalog.listOutOfStockProducts`.
       */
      categoryListingSource: z.enum(["catalogue", "service"]).default("catalogue"),
      /** §7 "templateId": a landing page named by template instead of its url, by page path (none by default). */
      landingPageTemplates: z.record(z.string().min(1), z.string().min(1)).prefault({}),
    })
    .prefault({}),
  listing: z
    .strictObject({
      limit: positiveInt.default(20),
      skip: nonNegativeInt.default(0),
      recommendationLimit: positiveInt.default(8),
      productListLimit: positiveInt.default(10),
      facetAttributesShown: positiveInt.default(5),
      paginationVisiblePages: positiveInt.default(3),
    })
    .prefault({}),
  cache: z
    .strictObject({
      readWriteTimeoutMs: positiveInt.default(800),
      iterateTimeoutMs: positiveInt.default(2000),
      quotaCheckIntervalMs: positiveInt.default(30_000),
      outputCacheTtlSeconds: positiveInt.default(86_400),
      /** commerce-core.md §5: writes disabled after 30 write errors, reads after 1. */
      maxWriteErrors: positiveInt.default(30),
      maxReadErrors: positiveInt.default(1),
      /**
       * @shop/sync-queue's quota check (every `quotaCheckIntervalMs`) frees space from this share
       * of the quota, in (0, 1]. Not given by the spec: 0.9.
       */
      storageQuotaThreshold: z.number().positive().max(1).default(0.9),
    })
    .prefault({}),
  network: z
    .strictObject({
      taskAttempts: positiveInt.default(1),
      tokenRefreshWaitMs: positiveInt.default(1000),
      /** Not given by the spec: refreshes tried before the session ends. */
      maxTokenRefreshAttempts: positiveInt.default(3),
      requestTimeoutMs: positiveInt.default(15_000),
      /**
       * @shop/sync-queue: the longest wait for the session seam's `ready()` after a reload (ms, > 0).
       * Past it, direct tasks that fill `{{token}}`/`{{cartId}}` go with what the session holds;
       * queued ones stay queued until the late `ready()` settles. Default 2000: commerce-core.md §9's
       * longest storage wait (`cache.iterateTimeoutMs`), since restoring the session is a storage read.
       */
      sessionRestoreTimeoutMs: z.number().positive().default(2000),
      /**
       * @shop/sync-queue: gateway error pages (HTTP 408, 429, 502, 503, 504 without the envelope; or a
       * 409 "still in progress" with `Retry-After`) a queued task must get while the back end answers,
       * at most one per wait, before it is dropped as a failure, so one failing upstream cannot block
       * the queue for good. Pages during an outage never count. Dropped only once
       * `maxGatewayReplyMs` has passed too. Not given by the spec: 3, a whole number of at least 1.
       */
      maxGatewayReplies: positiveInt.default(3),
      /**
       * @shop/sync-queue: how long (ms, 0 or more) since the first counted gateway page of one failing
       * episode (a page more than 20 min after the last starts a new one) a queued task must keep
       * getting them before it is dropped (with `maxGatewayReplies`), so a restart, a rolling deploy
       * or a rate limiter loses nothing. Not given by the spec: 15 min (900 000).
       */
      maxGatewayReplyMs: z.number().nonnegative().default(900_000),
    })
    .prefault({}),
  cart: z
    .strictObject({
      synchronize: z.boolean().default(true),
      synchronizeTotals: z.boolean().default(true),
      serverMergeByDefault: z.boolean().default(true),
      serverSyncCanRemoveLocalItems: z.boolean().default(false),
      serverSyncCanModifyLocalItems: z.boolean().default(false),
      /** commerce-core.md §9 "value not shown": 3 guest-cart bypass attempts. */
      maxCartBypassAttempts: positiveInt.default(3),
      minicartCountType: z.enum(["items", "quantities"]).default("quantities"),
      askBeforeRemoveProduct: z.boolean().default(true),
      /**
       * commerce-core.md §5 gives two readings of the price check on add: on (default) rejects
       * only price_incl_tax below zero; off rejects zero or less.
       */
      useZeroPriceProduct: z.boolean().default(true),
      defaultQty: positiveInt.default(1),
      checkoutPath: z.string().startsWith("/").default("/winkelwagen/"),
    })
    .prefault({}),
  stock: z
    .strictObject({
      synchronize: z.boolean().default(true),
      allowOutOfStockInCart: z.boolean().default(true),
      chunkSize: positiveInt.default(15),
      childPrefetchCount: positiveInt.default(8),
      defaultStockId: positiveInt.default(1),
    })
    .prefault({}),
  tax: z
    .strictObject({
      /** commerce-core.md §5: PL where no default country is given. */
      fallbackCountry: z.string().length(2).default("PL"),
      usePriceTiers: z.boolean().default(true),
      userGroupTaxClass: z.boolean().default(false),
      useOnlyDefaultUserGroupId: z.boolean().default(false),
      defaultUserGroupId: nonNegativeInt.default(0),
    })
    .prefault({}),
  user: z
    .strictObject({
      /** commerce-core.md §6/§7: bearer header when on, `token` query parameter when off. */
      tokenInHeader: z.boolean().default(false),
      autoRefreshTokens: z.boolean().default(true),
      refreshThresholdSeconds: positiveInt.default(900),
      orderHistoryPageSize: positiveInt.default(20),
      /** After session expiry: a configured login path, or null to show the login modal. */
      loginPath: z.string().startsWith("/").nullable().default(null),
      checkoutActivityWindowMinutes: positiveInt.default(30),
    })
    .prefault({}),
  orders: z
    .strictObject({
      /** Offline orders are sent automatically when the connection returns. */
      sendOfflineOrdersAutomatically: z.boolean().default(true),
    })
    .prefault({}),
  /**
   * The card payment provider (commerce-core.md §7 "Card payment provider"; shapes not shown).
   * `url`: its base URL; null (the default) is the reference back end's simulator at
   * `{api.url}/payment-provider/v1`. A deployment points it at the real provider.
   */
  payment: z
    .strictObject({
      url: z.url().nullable().default(null),
      /** presentation-content.md §2: where the provider sends the shopper back. */
      returnPath: z.string().startsWith("/").default("/checkout-return"),
      failedPath: z.string().startsWith("/").default("/checkout-failed"),
    })
    .prefault({}),
  history: z
    .strictObject({
      maxEntries: positiveInt.default(30),
      writeDelayMs: nonNegativeInt.default(100),
    })
    .prefault({}),
  notifications: z
    .strictObject({
      timeToLiveMs: positiveInt.default(5000),
    })
    .prefault({}),
  modals: z
    .strictObject({
      /**
       * presentation-content.md §2 gives two readings: "stack" (default) keeps several modals
       * open and reopens an open one with the new payload; "single" closes the open one first.
       */
      mode: z.enum(["stack", "single"]).default("stack"),
    })
    .prefault({}),
  layout: z
    .strictObject({
      desktopBreakpoint: positiveInt.default(1024),
      menuBreakpoints: z.array(positiveInt).prefault([1200, 1280]),
    })
    .prefault({}),
  images: z
    .strictObject({
      cartThumbnail: dimensions(210, 300),
      product: dimensions(375, 469),
      gallery: dimensions(600, 744),
      srcsetWidths: widths([1920, 1440, 1024, 768, 540, 375]),
      blogSrcsetWidths: widths([1920, 1440, 1280, 1023, 768, 540, 400]),
      tileSrcsetWidths: widths(DEFAULT_TILE_SRCSET_WIDTHS),
      productCardWidths: widths(DEFAULT_PRODUCT_CARD_WIDTHS),
      productCardBreakpoints: widths(DEFAULT_PRODUCT_CARD_BREAKPOINTS),
      /** Height over width of product card images (4:5). */
      productCardRatio: z.number().positive().default(DEFAULT_PRODUCT_CARD_RATIO),
      placeholderQuality: z.number().int().min(1).max(100).default(DEFAULT_PLACEHOLDER_QUALITY),
      webp: z.boolean().default(DEFAULT_IMAGE_WEBP),
    })
    .prefault({}),
  blog: z
    .strictObject({
      pageSize: positiveInt.default(8),
      paginationVisiblePages: positiveInt.default(DEFAULT_BLOG_VISIBLE_PAGES),
    })
    .prefault({}),
  cms: z
    .strictObject({
      maxBlocksAndPages: positiveInt.default(500),
      addRoutes: z.boolean().default(true),
      /** presentation-content.md §7 "{cms endpoint}": story, theme, validate-editor, get-by-uuid (a path on the API host or an absolute url). */
      endpoint: z.string().min(1).default("/api/ext/cms"),
      /** §7 "{blog endpoint}": the blog list. */
      blogEndpoint: z.string().min(1).default("/api/ext/cms/blog"),
      /** The content client's base (cdn/stories, the live bridge); null: the reference back end's `{api.url}/content-service/v1`. */
      contentServiceUrl: z.url().nullable().default(null),
      /** §7 Tag manager container id; null (default): events still go to the dataLayer and a warning is logged (§8). */
      tagManagerId: z.string().min(1).nullable().default(null),
      /** §7 Customer-data platform base url; null: the reference back end's simulator `{api.url}/cdp/v1`. */
      cdpUrl: z.url().nullable().default(null),
    })
    .prefault({}),
  newsletter: z
    .strictObject({
      modalDelayMs: nonNegativeInt.default(8000),
      feedbackMs: nonNegativeInt.default(3000),
      resetMs: nonNegativeInt.default(500),
      debounceMs: nonNegativeInt.default(500),
    })
    .prefault({}),
});

export type ShopConfig = z.infer<typeof shopConfigSchema>;
/** What `createConfig` accepts: every field optional, defaults filled in. */
export type ShopConfigInput = z.input<typeof shopConfigSchema>;
