import { z } from "zod";
import { describe, expect, it } from "vitest";
import { valueAt } from "../test-support/value-at";
import { createConfig, formatConfigIssues, formatIssuesInline, ShopConfigError, toConfigIssues, type ConfigIssue } from "./create-config";
import {
  DEFAULT_BLOG_VISIBLE_PAGES,
  DEFAULT_IMAGE_WEBP,
  DEFAULT_PLACEHOLDER_QUALITY,
  DEFAULT_PRODUCT_CARD_BREAKPOINTS,
  DEFAULT_PRODUCT_CARD_RATIO,
  DEFAULT_PRODUCT_CARD_WIDTHS,
  DEFAULT_TILE_SRCSET_WIDTHS,
} from "./default-values";
import type { ShopConfigInput } from "./shop-config.schema";

/** [rule with its spec section, dotted config path, default]: one row for every ShopConfig setting. */
const DEFAULT_ROWS: [rule: string, path: string, expected: unknown][] = [
  ["§9 default store nl", "storeViews.defaultStoreCode", "nl"],
  ["§9 root category id 2", "catalog.rootCategoryId", 2],
  ["not given: cached searches expire after 5 min", "catalog.searchCacheTtlMs", 300_000],
  ["not given: searches as GET up to 4000 characters", "catalog.maxGetUrlLength", 4000],
  ["c-c §4 variant choice: fall back to the default variant (first reading)", "catalog.variantFallbackToDefault", true],
  ["c-c §6 platform prices for a customer group", "catalog.syncPlatformPrices", "customer-group"],
  ["not given: 100 skus per render-list call", "catalog.renderListChunkSize", 100],
  ["c-c §2 / §7 fallback: the URL map (second reading)", "urlResolver.fallback", "url-map"],
  ["p-c §2 URL dispatcher on", "urlResolver.urlDispatcher", true],
  ["c-c §2 trailing slashes are used", "urlResolver.trailingSlash", true],
  ["not given: local URL cache for a day", "urlResolver.localCacheTtlMs", 86_400_000],
  ["§9 order history page size 20", "user.orderHistoryPageSize", 20],
  ["§9 product list page size 50", "catalog.productListPageSize", 50],
  ["§9 category fetch 4000", "catalog.categoryFetchSize", 4000],
  ["§9 attribute list 150", "catalog.attributeListSize", 150],
  ["§9 max CMS blocks and pages 500", "cms.maxBlocksAndPages", 500],
  ["p-c §7 cms endpoint /api/ext/cms", "cms.endpoint", "/api/ext/cms"],
  ["p-c §7 blog endpoint /api/ext/cms/blog", "cms.blogEndpoint", "/api/ext/cms/blog"],
  ["not given: the content client on the reference back end", "cms.contentServiceUrl", null],
  ["p-c §8 no tag-manager id by default (a warning is logged)", "cms.tagManagerId", null],
  ["not given: the customer-data platform on the reference back end", "cms.cdpUrl", null],
  ["§9 max filter query 999", "catalog.maxFilterQuerySize", 999],
  ["§9 aggregation size 10", "catalog.aggregationSize", 10],
  ["§9 stock chunk 15", "stock.chunkSize", 15],
  ["§9 child-stock prefetch 8", "stock.childPrefetchCount", 8],
  ["§9 search client timeout 5000 ms", "search.clientTimeoutMs", 5000],
  ["§9 search server timeout 1000 ms", "search.serverTimeoutMs", 1000],
  ["§9 min score 0.02", "search.minScore", 0.02],
  ["§9 fuzziness 2", "search.fuzziness", 2],
  ["§9 minimum match 75%", "search.minimumShouldMatch", "75%"],
  ["§9 boosts name 4, sku 2, category name 1", "search.boosts", { name: 4, sku: 2, "category.name": 1 }],
  ["§9 default search size 50", "search.defaultSize", 50],
  ["§9 cache read/write timeout 800 ms", "cache.readWriteTimeoutMs", 800],
  ["§9 cache iterate timeout 2000 ms", "cache.iterateTimeoutMs", 2000],
  ["§9 quota check every 30 s", "cache.quotaCheckIntervalMs", 30_000],
  ["§9 output cache TTL 86400 s", "cache.outputCacheTtlSeconds", 86_400],
  ["§9 search cache quota 4096", "search.cacheQuota", 4096],
  ["§9 network task attempts 1", "network.taskAttempts", 1],
  ["§5 writes disabled after 30 write errors", "cache.maxWriteErrors", 30],
  ["§5 reads disabled after 1 read error", "cache.maxReadErrors", 1],
  ["§9 notifications vanish after 5000 ms", "notifications.timeToLiveMs", 5000],
  ["§9 checkout activity window 30 min", "user.checkoutActivityWindowMinutes", 30],
  ["§9 refresh threshold 900 s", "user.refreshThresholdSeconds", 900],
  ["§9 token-refresh retry wait 1000 ms", "network.tokenRefreshWaitMs", 1000],
  ["§9 history 30 entries", "history.maxEntries", 30],
  ["§9 history write delay 100 ms", "history.writeDelayMs", 100],
  ["§9 default stock id 1", "stock.defaultStockId", 1],
  ["§9 default quantity 1", "cart.defaultQty", 1],
  ["§9 desktop breakpoint 1024 px", "layout.desktopBreakpoint", 1024],
  ["§9 cart thumbnail 210x300", "images.cartThumbnail", { width: 210, height: 300 }],
  ["§9 product image 375x469", "images.product", { width: 375, height: 469 }],
  ["§9 gallery image 600x744", "images.gallery", { width: 600, height: 744 }],
  ["§9 srcset widths", "images.srcsetWidths", [1920, 1440, 1024, 768, 540, 375]],
  ["§9 default filters", "catalog.defaultFilters", ["color", "price", "size", "wever"]],
  ["§6/§7 token as query parameter by default", "user.tokenInHeader", false],
  ["§4 auto refresh of tokens", "user.autoRefreshTokens", true],
  ["§5 zero-price products allowed ('below zero' reading)", "cart.useZeroPriceProduct", true],
  ["§5 tax fallback country PL", "tax.fallbackCountry", "PL"],
  ["presentation §9 blog page size 8", "blog.pageSize", 8],
  ["presentation §9 blog pagination 5", "blog.paginationVisiblePages", 5],
  ["presentation §9 listing limit 20", "listing.limit", 20],
  ["presentation §9 recommendation limit 8", "listing.recommendationLimit", 8],
  ["presentation §9 newsletter modal 8000 ms", "newsletter.modalDelayMs", 8000],
  ["presentation §9 card widths 512 and 1024", "images.productCardWidths", [512, 1024]],
  ["presentation §9 card breakpoints 1023, 512, 768", "images.productCardBreakpoints", [1023, 512, 768]],
  ["presentation §9 card ratio 4:5 (height 5/4 of width)", "images.productCardRatio", 1.25],
  ["presentation §9 tile srcset widths 1510 and 755", "images.tileSrcsetWidths", [1510, 755]],
  ["presentation §2 modals: several open at once by default", "modals.mode", "stack"],
  ["§9 default sort: category position ascending", "catalog.defaultSort", "position:asc"],
  [
    "§9 sort options Latest, Price low to high, Price high to low, Recommended, New",
    "catalog.sortOptions",
    [
      { label: "Latest", value: "created_at:desc" },
      { label: "Price low to high", value: "final_price:asc" },
      { label: "Price high to low", value: "final_price:desc" },
      { label: "Recommended", value: "position:asc" },
      { label: "New", value: "new:desc" },
    ],
  ],
  ["§9 price ranges 0-50, 50-100, 100-150, 150 and up", "catalog.priceRanges", [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }]],
  ["§5 listing shows out-of-stock products (in-stock only when off)", "catalog.listOutOfStockProducts", true],
  ["§2/§4 direct access to configurable children is prevented", "catalog.preventConfigurableChildrenDirectAccess", true],
  ["§5 listing status 1 (reading 'status-1', of it or 'status 0 and 1')", "catalog.listingStatusFilter", "status-1"],
  ["§1 four store views: multistore on", "storeViews.multistore", true],
  ["§1 default store has no path prefix (reading 'none', of it or presentation §2 '/nl')", "storeViews.defaultStorePrefix", "none"],
  ["§1 store code query parameter (name not given): ___store", "storeViews.storeCodeQueryParam", "___store"],
  ["§7 api host (not given): the reference back end on port 8787", "api.url", "http://localhost:8787"],
  ["§7 /api/ext/{ext}/… segment shop", "api.ext", "shop"],
  ["§7 /api/ext/{newsletter}/subscribe segment newsletter", "api.newsletterExt", "newsletter"],
  ["§4 cart sync on", "cart.synchronize", true],
  ["§4 totals sync follows a merge: on", "cart.synchronizeTotals", true],
  ["§4 authorize merges with the server cart by default", "cart.serverMergeByDefault", true],
  ["§4 merge: a server item missing locally is re-added locally, not removed", "cart.serverSyncCanRemoveLocalItems", false],
  ["§4 merge: a quantity mismatch updates the server, not the local item", "cart.serverSyncCanModifyLocalItems", false],
  ["§4/§9 max cart bypass attempts (value not shown): 3", "cart.maxCartBypassAttempts", 3],
  ["§9 mini cart counts quantities (not 'items', lines)", "cart.minicartCountType", "quantities"],
  ["§9 mini cart asks before removing a product", "cart.askBeforeRemoveProduct", true],
  ["§2/§8 cart page and 'Proceed to checkout' target /winkelwagen/", "cart.checkoutPath", "/winkelwagen/"],
  ["§4 stock sync on", "stock.synchronize", true],
  ["§4 out-of-stock items allowed in the cart", "stock.allowOutOfStockInCart", true],
  ["§6 customer group selects price tiers: on", "tax.usePriceTiers", true],
  ["§6 grouped tax (customer tax class by group): off", "tax.userGroupTaxClass", false],
  ["§6 only the default user group: off", "tax.useOnlyDefaultUserGroupId", false],
  ["§6 default user group id 0 (not logged in)", "tax.defaultUserGroupId", 0],
  ["§2 after session expiry the login modal (no login path)", "user.loginPath", null],
  ["§4 offline orders are sent automatically when back online", "orders.sendOfflineOrdersAutomatically", true],
  ["§7 card payment provider: the reference back end's simulator (null)", "payment.url", null],
  ["§2 return page after payment /checkout-return", "payment.returnPath", "/checkout-return"],
  ["§2 failed payment page /checkout-failed", "payment.failedPath", "/checkout-failed"],
  ["§4 token refresh attempts limit (not given): 3", "network.maxTokenRefreshAttempts", 3],
  ["request timeout (not in the spec): 15000 ms", "network.requestTimeoutMs", 15_000],
  ["§9 session restore waits at most the storage wait, 2000 ms (sync-queue)", "network.sessionRestoreTimeoutMs", 2000],
  ["not given: a queued task is dropped after 3 counted gateway pages (sync-queue)", "network.maxGatewayReplies", 3],
  ["not given: … and 15 min since its first counted page (sync-queue)", "network.maxGatewayReplyMs", 900_000],
  ["not given: the quota check frees space from 90 % of the quota (sync-queue)", "cache.storageQuotaThreshold", 0.9],
  ["presentation §9 search panel page size 16 (of '16 or 18')", "search.panelPageSize", 16],
  ["presentation §9 autocomplete minimum 3 characters", "search.autocompleteMinChars", 3],
  ["presentation §9 autocomplete debounce 500 ms", "search.autocompleteDebounceMs", 500],
  ["presentation §7 search service: apps/api's simulator (@shop/search)", "search.serviceUrl", "/search-service/v3"],
  ["presentation §7 market (not given): the store view's country", "search.market", null],
  ["/c/{slug} lists from the catalogue search (@shop/search)", "search.categoryListingSource", "catalogue"],
  ["presentation §7 templateId: no landing page by template", "search.landingPageTemplates", {}],
  ["presentation §9 listing skip default 0", "listing.skip", 0],
  ["presentation §9 product list default limit (carousels) 10", "listing.productListLimit", 10],
  ["presentation §3 a facet shows 5 attributes by default", "listing.facetAttributesShown", 5],
  ["presentation §9 pagination 3 visible pages (shop)", "listing.paginationVisiblePages", 3],
  ["presentation §9 newsletter feedback 3000 ms", "newsletter.feedbackMs", 3000],
  ["presentation §9 newsletter reset 500 ms", "newsletter.resetMs", 500],
  ["presentation §9 newsletter debounce 500 ms", "newsletter.debounceMs", 500],
  ["presentation §9 blog srcset widths 1920, 1440, 1280, 1023, 768, 540, 400", "images.blogSrcsetWidths", [1920, 1440, 1280, 1023, 768, 540, 400]],
  ["presentation §9 placeholder image quality 50", "images.placeholderQuality", 50],
  ["presentation §9 webp conversion when supported (default on)", "images.webp", true],
  ["presentation §9 menu tweaks at 1200 and 1280 px", "layout.menuBreakpoints", [1200, 1280]],
  ["presentation §2 content preview route: addRoutes default on", "cms.addRoutes", true],
];

describe("createConfig defaults (commerce-core.md §9, presentation-content.md §9)", () => {
  const config = createConfig();
  it.each(DEFAULT_ROWS)("%s", (_rule, path, expected) => {
    expect(valueAt(config, path)).toEqual(expected);
  });

  it("has a row for every setting (the store views themselves: default-store-views.test.ts)", () => {
    const settings = Object.entries(config).flatMap(([section, values]) => Object.keys(values).map((key) => `${section}.${key}`));
    const covered = new Set(DEFAULT_ROWS.map(([, path]) => path));
    expect(settings.filter((path) => path !== "storeViews.views" && !covered.has(path))).toEqual([]);
  });
});

/**
 * [rule, dotted path, bad value, message]: the bounds of the package settings, each refused by
 * createConfig as a ShopConfigError at its own path (docs/package-contract.md §3).
 */
const BAD_VALUE_ROWS: [rule: string, path: string, value: unknown, message: string][] = [
  ["sync-queue: at least 1 counted gateway page", "network.maxGatewayReplies", 0, "Too small: expected number to be >0"],
  ["sync-queue: gateway pages are counted, not negative", "network.maxGatewayReplies", -1, "Too small: expected number to be >0"],
  ["sync-queue: gateway pages are a whole number", "network.maxGatewayReplies", 1.5, "Invalid input: expected int, received number"],
  ["sync-queue: gateway pages are a number", "network.maxGatewayReplies", Number.NaN, "Invalid input: expected number, received NaN"],
  ["sync-queue: the gateway span is 0 ms or more", "network.maxGatewayReplyMs", -1, "Too small: expected number to be >=0"],
  ["sync-queue: the gateway span is a number", "network.maxGatewayReplyMs", Number.NaN, "Invalid input: expected number, received NaN"],
  ["sync-queue: the gateway span is finite", "network.maxGatewayReplyMs", Number.POSITIVE_INFINITY, "Invalid input: expected number, received Infinity"],
  ["sync-queue: the session wait is more than 0 ms", "network.sessionRestoreTimeoutMs", 0, "Too small: expected number to be >0"],
  ["sync-queue: the session wait is not negative", "network.sessionRestoreTimeoutMs", -1, "Too small: expected number to be >0"],
  ["sync-queue: the session wait is a number", "network.sessionRestoreTimeoutMs", Number.NaN, "Invalid input: expected number, received NaN"],
  ["sync-queue: the session wait is finite", "network.sessionRestoreTimeoutMs", Number.POSITIVE_INFINITY, "Invalid input: expected number, received Infinity"],
  ["sync-queue: the quota threshold is above 0", "cache.storageQuotaThreshold", 0, "Too small: expected number to be >0"],
  ["sync-queue: the quota threshold is not negative", "cache.storageQuotaThreshold", -0.5, "Too small: expected number to be >0"],
  ["sync-queue: the quota threshold is at most the whole quota", "cache.storageQuotaThreshold", 1.5, "Too big: expected number to be <=1"],
  ["sync-queue: the quota threshold is a number", "cache.storageQuotaThreshold", Number.NaN, "Invalid input: expected number, received NaN"],
];

/** [dotted path, values at the bounds that are taken as they are]. */
const ACCEPTED_ROWS: [path: string, values: number[]][] = [
  ["network.maxGatewayReplies", [1, 10]],
  ["network.maxGatewayReplyMs", [0, 0.5, 3_600_000]],
  ["network.sessionRestoreTimeoutMs", [0.5, 1, 500, 60_000]],
  ["cache.storageQuotaThreshold", [0.01, 0.5, 1]],
];

/** `{ section: { key: value } }` for a dotted "section.key" path. */
function inputAt(path: string, value: unknown): ShopConfigInput {
  const [section, key] = path.split(".") as [string, string];
  return { [section]: { [key]: value } } as ShopConfigInput;
}

describe("createConfig refuses a bad value by its path (docs/package-contract.md §3)", () => {
  it.each(BAD_VALUE_ROWS)("%s: %s %s", (_rule, path, value, message) => {
    let caught: unknown;
    try {
      createConfig(inputAt(path, value));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShopConfigError);
    expect((caught as ShopConfigError).issues).toEqual([{ path, message }]);
    expect((caught as ShopConfigError).message).toContain(`${path}: ${message}`);
  });

  it("has a bad-value row for every setting it bounds here", () => {
    expect([...new Set(BAD_VALUE_ROWS.map(([, path]) => path))].sort()).toEqual(ACCEPTED_ROWS.map(([path]) => path).sort());
  });

  it.each(ACCEPTED_ROWS)("takes %s %j as they are", (path, values) => {
    expect(values.map((value) => valueAt(createConfig(inputAt(path, value)), path))).toEqual(values);
  });
});

describe("exported config defaults (presentation-content.md §9)", () => {
  it("are the values createConfig fills in", () => {
    const config = createConfig();
    expect(config.images.tileSrcsetWidths).toEqual([...DEFAULT_TILE_SRCSET_WIDTHS]);
    expect(config.images.productCardWidths).toEqual([...DEFAULT_PRODUCT_CARD_WIDTHS]);
    expect(config.images.productCardBreakpoints).toEqual([...DEFAULT_PRODUCT_CARD_BREAKPOINTS]);
    expect(config.images.productCardRatio).toBe(DEFAULT_PRODUCT_CARD_RATIO);
    expect(config.blog.paginationVisiblePages).toBe(DEFAULT_BLOG_VISIBLE_PAGES);
    expect(config.images.placeholderQuality).toBe(DEFAULT_PLACEHOLDER_QUALITY);
    expect(config.images.webp).toBe(DEFAULT_IMAGE_WEBP);
  });

  it("are not shared with a config's arrays", () => {
    const config = createConfig();
    config.images.tileSrcsetWidths.push(1);
    expect(DEFAULT_TILE_SRCSET_WIDTHS).toEqual([1510, 755]);
    expect(createConfig().images.tileSrcsetWidths).toEqual([1510, 755]);
  });
});

describe("createConfig overrides", () => {
  it("keeps defaults beside an override in the same section", () => {
    const config = createConfig({ cart: { maxCartBypassAttempts: 5 } });
    expect(config.cart.maxCartBypassAttempts).toBe(5);
    expect(config.cart.synchronize).toBe(true);
  });

  it("reports every bad field by path, not only the first", () => {
    let caught: unknown;
    try {
      createConfig({
        cart: { maxCartBypassAttempts: -1 },
        user: { tokenInHeader: "yes" as unknown as boolean },
        api: { url: "not a url" },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShopConfigError);
    const paths = (caught as ShopConfigError).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(["api.url", "cart.maxCartBypassAttempts", "user.tokenInHeader"]);
    expect((caught as ShopConfigError).message).toContain("cart.maxCartBypassAttempts");
  });

  it("rejects a default store code that is not a store view", () => {
    expect(() => createConfig({ storeViews: { defaultStoreCode: "it" } })).toThrow(/storeViews\.defaultStoreCode: defaultStoreCode "it"/);
  });

  it("rejects a store view whose storeCode differs from its key", () => {
    const nl = createConfig().storeViews.views.nl!;
    expect(() => createConfig({ storeViews: { views: { nl, be: { ...nl, url: "/be" } } } })).toThrow(
      /storeViews\.views\.be\.storeCode/,
    );
  });

  it("rejects two store views sharing a url prefix", () => {
    const views = createConfig().storeViews.views;
    expect(() => createConfig({ storeViews: { views: { ...views, fr: { ...views.fr!, url: "/de" } } } })).toThrow(
      /url "\/de" is already used/,
    );
  });

  it("rejects a priceFormat without {amount}", () => {
    const views = createConfig().storeViews.views;
    expect(() =>
      createConfig({ storeViews: { views: { ...views, nl: { ...views.nl!, i18n: { ...views.nl!.i18n, priceFormat: "{sign}" } } } } }),
    ).toThrow(/storeViews\.views\.nl\.i18n\.priceFormat: priceFormat must contain \{amount\}/);
  });

  // Accepted, they would make every formatDate, calendarDayIn and formatPrice of the view throw later.
  it("rejects a time zone and a locale Intl does not know, both by path and naming the value", () => {
    const views = createConfig().storeViews.views;
    const nl = views.nl!;
    let caught: unknown;
    try {
      createConfig({ storeViews: { views: { ...views, nl: { ...nl, i18n: { ...nl.i18n, timeZone: "Europe/Amsterdm", defaultLocale: "nl_NL" } } } } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShopConfigError);
    expect((caught as ShopConfigError).issues).toEqual([
      { path: "storeViews.views.nl.i18n.defaultLocale", message: 'defaultLocale "nl_NL" is not a locale Intl accepts (e.g. "nl-NL")' },
      { path: "storeViews.views.nl.i18n.timeZone", message: 'timeZone "Europe/Amsterdm" is not a time zone Intl knows (e.g. "Europe/Amsterdam")' },
    ]);
  });

  it.each([
    ["timeZone", { timeZone: "" }],
    ["timeZone", { timeZone: "CET+1" }],
    ["defaultLocale", { defaultLocale: "" }],
    ["defaultLocale", { defaultLocale: "en-" }],
  ])("rejects %s %j", (field, i18n) => {
    const views = createConfig().storeViews.views;
    expect(reportedPaths({ storeViews: { views: { ...views, en: { ...views.en!, i18n: { ...views.en!.i18n, ...i18n } } } } })).toEqual([
      `storeViews.views.en.i18n.${field}`,
    ]);
  });

  it.each([
    ["timeZone", { timeZone: "UTC" }],
    ["timeZone", { timeZone: "America/New_York" }],
    ["defaultLocale", { defaultLocale: "en" }],
    ["defaultLocale", { defaultLocale: "de-CH" }],
  ])("accepts %s %j", (_field, i18n) => {
    const views = createConfig().storeViews.views;
    expect(reportedPaths({ storeViews: { views: { ...views, en: { ...views.en!, i18n: { ...views.en!.i18n, ...i18n } } } } })).toEqual([]);
  });
});

/** Issue paths createConfig reports for `input`, sorted; [] when it is accepted. */
function reportedPaths(input: unknown): string[] {
  try {
    createConfig(input as ShopConfigInput);
    return [];
  } catch (error) {
    if (!(error instanceof ShopConfigError)) throw error;
    return error.issues.map((issue) => issue.path).sort();
  }
}

describe("createConfig reports unknown (misspelled) fields by path, never drops them (commerce-core.md §3 Store view, §9)", () => {
  const defaults = createConfig();
  const nl = defaults.storeViews.views.nl!;
  const withNl = (view: object) => ({ storeViews: { views: { ...defaults.storeViews.views, nl: view } } });
  it.each<[string, unknown, string[]]>([
    ["a misspelled cart setting", { cart: { maxCartBypasAttempts: 5 } }, ["cart.maxCartBypasAttempts"]],
    ["two typos in one section, each by path", { user: { tokenInHeadr: true, autoRefreshToken: false } }, ["user.autoRefreshToken", "user.tokenInHeadr"]],
    ["an unknown section", { carts: { synchronize: false } }, ["carts"]],
    ["a misspelled storeViews field", { storeViews: { multiStore: false } }, ["storeViews.multiStore"]],
    ["a typo inside a store view", withNl({ ...nl, appendStorecode: true }), ["storeViews.views.nl.appendStorecode"]],
    ["a typo in a store view's i18n", withNl({ ...nl, i18n: { ...nl.i18n, currencysign: "$" } }), ["storeViews.views.nl.i18n.currencysign"]],
    ["a typo in a store view's tax", withNl({ ...nl, tax: { ...nl.tax, defaultCountri: "BE" } }), ["storeViews.views.nl.tax.defaultCountri"]],
    ["a typo in a store view's search", withNl({ ...nl, search: { ...nl.search, indx: "x" } }), ["storeViews.views.nl.search.indx"]],
    ["a typo in an image size", { images: { product: { width: 1, height: 2, heigth: 3 } } }, ["images.product.heigth"]],
    ["a typo in a sort option", { catalog: { sortOptions: [{ label: "New", valeu: "new:desc", value: "new:desc" }] } }, ["catalog.sortOptions.0.valeu"]],
    ["a typo beside a wrong type: both", { cart: { maxCartBypasAttempts: 5, synchronize: "yes" } }, ["cart.maxCartBypasAttempts", "cart.synchronize"]],
    ["the right spelling is accepted", { cart: { maxCartBypassAttempts: 5 } }, []],
  ])("%s", (_case, input, expected) => {
    expect(reportedPaths(input)).toEqual(expected);
  });

  it("checks every package's options in its section, by path (docs/package-contract.md)", () => {
    expect(reportedPaths({ catalog: { variantFallbackToDefalt: false }, urlResolver: { fallback: "guess", localCacheTtlMs: -1 } })).toEqual([
      "catalog.variantFallbackToDefalt",
      "urlResolver.fallback",
      "urlResolver.localCacheTtlMs",
    ]);
  });

  it("checks the sync queue's settings in network and cache, by path", () => {
    expect(reportedPaths({ network: { maxGatewayReplies: 0, sessionRestoreTimeoutMs: 0 }, cache: { storageQuotaThreshold: 1.5 } })).toEqual([
      "cache.storageQuotaThreshold",
      "network.maxGatewayReplies",
      "network.sessionRestoreTimeoutMs",
    ]);
  });

  it("says the key is unrecognized and keeps the default nowhere", () => {
    expect(() => createConfig({ cart: { maxCartBypasAttempts: 5 } } as ShopConfigInput)).toThrow(
      /cart\.maxCartBypasAttempts: Unrecognized key/,
    );
  });
});

describe("store view cross-field rules run beside other bad fields (commerce-core.md §1, §3 Store view)", () => {
  const views = createConfig().storeViews.views;
  it.each<[string, unknown, string[]]>([
    ["unknown default store beside a wrongly typed flag", { storeViews: { defaultStoreCode: "it", multistore: "yes" } }, ["storeViews.defaultStoreCode", "storeViews.multistore"]],
    [
      "shared url prefix beside a wrongly typed store id",
      { storeViews: { views: { ...views, fr: { ...views.fr!, url: "/de", storeId: "x" } } } },
      ["storeViews.views.fr.storeId", "storeViews.views.fr.url"],
    ],
    [
      "storeCode unlike its key beside a bad date format",
      { storeViews: { views: { ...views, be: { ...views.nl!, url: "/be", i18n: { ...views.nl!.i18n, dateFormat: "" } } } } },
      ["storeViews.views.be.i18n.dateFormat", "storeViews.views.be.storeCode"],
    ],
    [
      "a view on the prefix the default store takes in the /nl reading",
      { storeViews: { defaultStorePrefix: "store-code", views: { ...views, be: { ...views.en!, storeCode: "be", url: "/nl" } } } },
      ["storeViews.views.be.url"],
    ],
    [
      "a second view without a prefix (its paths would resolve to the default store)",
      { storeViews: { views: { ...views, nl: { ...views.nl!, url: "/nl" }, be: { ...views.en!, storeCode: "be", url: "" } } } },
      ["storeViews.views.be.url"],
    ],
    ["multistore off: views other than the default need no prefix", { storeViews: { multistore: false, views: { ...views, en: { ...views.en!, url: "" } } } }, []],
    // Its url is ignored in that reading: even one another view uses is no clash.
    ["the default store's own url is free in the /nl reading", { storeViews: { defaultStorePrefix: "store-code", views: { ...views, nl: { ...views.nl!, url: "/en" } } } }, []],
    [
      "a view on the default's /nl, written before the default, is the one reported",
      { storeViews: { defaultStorePrefix: "store-code", views: { be: { ...views.en!, storeCode: "be", url: "/nl" }, de: views.de, en: views.en, fr: views.fr, nl: views.nl } } },
      ["storeViews.views.be.url"],
    ],
    [
      "a view on the default's /nl is reported beside the default's malformed url",
      { storeViews: { defaultStorePrefix: "store-code", views: { ...views, nl: { ...views.nl!, url: 3 }, be: { ...views.en!, storeCode: "be", url: "/nl" } } } },
      ["storeViews.views.be.url", "storeViews.views.nl.url"],
    ],
    ["a default store code that is an inherited property name", { storeViews: { defaultStoreCode: "constructor" } }, ["storeViews.defaultStoreCode"]],
    // Malformed values: only their own type issue, and no crash in the cross-field rules.
    ["views not an object", { storeViews: { views: "nl" } }, ["storeViews.views"]],
    ["a view that is null", { storeViews: { views: { ...views, en: null } } }, ["storeViews.views.en"]],
    ["a default store code that is not a string", { storeViews: { defaultStoreCode: 3 } }, ["storeViews.defaultStoreCode"]],
    ["a url that is not a string", { storeViews: { views: { ...views, en: { ...views.en!, url: 3 } } } }, ["storeViews.views.en.url"]],
    ["storeViews not an object", { storeViews: 7 }, ["storeViews"]],
  ])("%s", (_case, input, expected) => {
    expect(reportedPaths(input)).toEqual(expected);
  });
});

describe("issue formatting", () => {
  const one: ConfigIssue[] = [{ path: "cart.maxCartBypassAttempts", message: "Too small" }];
  const two: ConfigIssue[] = [...one, { path: "(root)", message: "Invalid input" }];
  it.each<[string, readonly ConfigIssue[], string]>([
    ["no issues", [], ""],
    ["one issue", one, "cart.maxCartBypassAttempts: Too small"],
    ["issues joined by '; '", two, "cart.maxCartBypassAttempts: Too small; (root): Invalid input"],
  ])("formatIssuesInline: %s", (_case, issues, expected) => {
    expect(formatIssuesInline(issues)).toBe(expected);
  });

  it("toConfigIssues: one issue per unknown key, at the key's path", () => {
    const strict = z.strictObject({ cart: z.strictObject({ a: z.number() }) });
    const result = strict.safeParse({ cart: { a: "x", b: 1, c: 2 }, d: 3 });
    expect(toConfigIssues(result.error?.issues ?? [])).toEqual([
      { path: "cart.a", message: "Invalid input: expected number, received string" },
      { path: "cart.b", message: "Unrecognized key" },
      { path: "cart.c", message: "Unrecognized key" },
      { path: "d", message: "Unrecognized key" },
    ]);
  });

  it("formatConfigIssues: one indented line per issue", () => {
    expect(formatConfigIssues(two)).toBe("  - cart.maxCartBypassAttempts: Too small\n  - (root): Invalid input");
  });
});
