import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import { loggerOf, requireStoreView, resolveStoreViewFromPath, spawnNotification, type CustomerGroup, type NotificationsState, type StoreContextState, type StoreView } from "@shop/core";
import { dequal } from "dequal";
import { categoryUrlMappings, type RegistrableCategory } from "./rules/category-registration";
import { contentSlugOf } from "./rules/content-slug";
import { storeHomePath } from "./rules/links";
import { lookupFailureOf, readLookupFailure, unresolvedOutcome, type FailureReading, type LookupFailure, type LookupStep } from "./rules/lookup-failure";
import { errorResolution, NOT_FOUND, resolutionOf, type Resolution, type ResolutionSource } from "./rules/navigation-outcome";
import { HOME_ROUTE } from "./rules/route-names";
import { urlKeyOf, urlKeyOfUrlPath, variantUrlKey, type UrlKey } from "./rules/url-key";
import {
  categoryEntry,
  categoryUrlEntitySchema,
  cmsPageEntry,
  decideProductUrl,
  entryOfMapHit,
  productEntry,
  productOfHit,
  productUrlEntitySchema,
  redirectEntryOfSource,
  type EntryContext,
  type ProductUrlEntity,
  type UrlMapEntry,
  type UrlProduct,
} from "./rules/url-map-entry";
import { readCachedEntry, writeCachedEntry } from "./url-cache";
import type { UrlResolverOptions } from "./url-resolver.options";
import type { UrlLookupContext, UrlLookups, UrlResolverExtra } from "./url-resolver-extra";
import type { UrlMapHit, UrlMapReply } from "./url.schemas";
import { urlMappingsRegistered, type UrlResolverRootState } from "./url.slice";

type UrlRootState = UrlResolverRootState & { notifications: NotificationsState; storeContext: StoreContextState };
type UrlThunkConfig = { state: UrlRootState; extra: UrlResolverExtra };
type UrlDispatch = ThunkDispatch<UrlRootState, UrlResolverExtra, UnknownAction>;

/** commerce-core.md §8 "offline navigation, empty" (with OK), then the store home. */
export const OFFLINE_UNAVAILABLE_MESSAGE = "The product, category or CMS page is not available in Offline mode. Redirecting to Home.";

type Found = { entry: UrlMapEntry; source: ResolutionSource } | null;
/** One step of the chain: its name (the source it answers with) and what it does. */
type Step = { step: LookupStep; run: () => Promise<Found> };
/** A step that failed: how it counts (`readLookupFailure`) and the failure as plain data. */
type Failure = { reading: FailureReading; failure: LookupFailure };
/** A product by sku through one channel (the map's `filters.sku`, or the look-up seam); null when none. */
type ProductBySku = (sku: string) => Promise<ProductUrlEntity | null>;

interface ChainContext extends EntryContext {
  extra: UrlResolverExtra;
  /** All of the package's options (entries read only the link ones; the chain reads `fallback`). */
  options: UrlResolverOptions;
  childSku: string | null;
  /** The store context's customer group when the resolution started (prices the map and the look-ups). */
  customerGroup: CustomerGroup;
}


/** What a look-up is asked with: the path's store view and the customer's group. */
const lookupContextOf = (context: ChainContext): UrlLookupContext => ({ storeCode: context.view.storeCode, customerGroup: context.customerGroup });

/** The first hit `entryOf` gives an entry for, answered as `source`. */
function firstEntry(hits: readonly UrlMapHit[], entryOf: (hit: UrlMapHit) => UrlMapEntry | null, source: ResolutionSource): Found {
  for (const hit of hits) {
    const entry = entryOf(hit);
    if (entry) return { entry, source };
  }
  return null;
}

/** POST /api/url/map for the request path; with `sku`, the map answers that product (`filters.sku`). */
function askMap(context: ChainContext, sku: string | null): Promise<UrlMapReply> {
  const { extra, requestPath, view, customerGroup: group } = context;
  return extra.urlResolver.api.map({
    url: requestPath,
    includeFields: null,
    excludeFields: [],
    options: {},
    ...(sku ? { filters: { sku } } : {}),
    groupId: group.groupId,
    groupToken: group.groupToken,
    storeCode: view.storeCode,
  });
}

/** A product by sku through the map (`filters.sku`): its first product hit that fits the schema. */
const mapProductBySku =
  (context: ChainContext): ProductBySku =>
  async (sku) => {
    for (const hit of (await askMap(context, sku)).hits.hits) {
      const product = productOfHit(hit);
      if (product) return product;
    }
    return null;
  };

/** A product by sku through the look-up seam; undefined when the app gave none. */
function lookupProductBySku(context: ChainContext): ProductBySku | undefined {
  const { productBySku } = context.extra.urlResolver.lookups;
  if (!productBySku) return undefined;
  return async (sku) => {
    const found = await productBySku(sku, lookupContextOf(context));
    return found ? productUrlEntitySchema.parse(found) : null;
  };
}

/**
 * A found product's entry by the product-load rule (`decideProductUrl`, commerce-core.md §4):
 * a configurable child's parent is looked up by sku (through `bySku`) to build its URL.
 */
async function foundProductEntry(product: ProductUrlEntity, context: ChainContext, bySku: ProductBySku | undefined): Promise<UrlMapEntry | null> {
  const decision = decideProductUrl(product, context);
  return productEntry(product, context, decision.kind === "parent" && bySku ? await bySku(decision.parentSku) : null);
}

/** POST /api/url/map: products, categories and redirect records in one call (a variant: that product, by sku). */
function mapStep(context: ChainContext): Step {
  return {
    step: "url-map",
    run: async () => {
      for (const hit of (await askMap(context, context.childSku)).hits.hits) {
        const product = productOfHit(hit);
        const entry = product ? await foundProductEntry(product, context, mapProductBySku(context)) : entryOfMapHit(hit, context);
        if (entry) return { entry, source: "url-map" };
      }
      return null;
    },
  };
}

/** GET /api/url/redirect: the path's redirect record; the same reading as the map's url_rewrite hits. */
function redirectStep(context: ChainContext): Step {
  return {
    step: "redirect-lookup",
    run: async () => {
      const reply = await context.extra.urlResolver.api.redirect(context.requestPath, context.view.storeCode);
      return firstEntry(reply.hits.hits, (hit) => redirectEntryOfSource(hit._source, context), "redirect-lookup");
    },
  };
}

/**
 * Product, category, CMS page through the injected look-ups (commerce-core.md §2 fallback
 * order). A variant route (`childSku`) asks its product by sku, as the map does; a found
 * product that fails the load rule (disabled, not visible individually) lets the next step run.
 */
function lookupSteps(context: ChainContext): Step[] {
  const { extra, requestPath, childSku } = context;
  const lookups = extra.urlResolver.lookups;
  const lookupContext = lookupContextOf(context);
  const steps: Step[] = [];
  const { productByUrlPath, categoryByUrlPath, cmsPageBySlug } = lookups;
  const bySku = lookupProductBySku(context);
  const findProduct: (() => Promise<ProductUrlEntity | null>) | undefined =
    childSku && bySku
      ? () => bySku(childSku)
      : productByUrlPath &&
        (async () => {
          const found = await productByUrlPath(requestPath, lookupContext);
          return found ? productUrlEntitySchema.parse(found) : null;
        });
  if (findProduct) {
    steps.push({
      step: "product-lookup",
      run: async () => {
        const product = await findProduct();
        const entry = product ? await foundProductEntry(product, context, bySku) : null;
        return entry ? { entry, source: "product-lookup" } : null;
      },
    });
  }
  if (categoryByUrlPath) {
    steps.push({
      step: "category-lookup",
      run: async () => {
        const found = await categoryByUrlPath(requestPath, lookupContext);
        const entry = found ? categoryEntry(categoryUrlEntitySchema.parse(found)) : null;
        return entry ? { entry, source: "category-lookup" } : null;
      },
    });
  }
  if (cmsPageBySlug) steps.push(cmsStep(context, cmsPageBySlug));
  return steps;
}

function cmsStep(context: ChainContext, cmsPageBySlug: NonNullable<UrlLookups["cmsPageBySlug"]>): Step {
  return {
    step: "cms-lookup",
    run: async () => {
      const slug = contentSlugOf(context, context.config);
      const found = await cmsPageBySlug(slug, lookupContextOf(context));
      return found ? { entry: cmsPageEntry(slug), source: "cms-lookup" } : null;
    },
  };
}

/**
 * Runs one step: its answer, or "failed", recorded in `failures` with how it counts
 * (`readLookupFailure`: offline only in the browser, when not sent or no reply while the queue
 * already said offline; a URL call the back end does not have; else an error). Any failure but
 * offline, a timeout while online too, is logged (§8 "Route lookup failures are logged and
 * navigation continues").
 */
async function attempt(step: Step, context: ChainContext, failures: Failure[]): Promise<Found | "failed"> {
  // Read before the step: a call without reply sets the queue offline itself.
  const sentWhileOffline = !context.extra.api.queue.isOnline();
  try {
    return await step.run();
  } catch (error) {
    const reading = readLookupFailure(error, { step: step.step, sentWhileOffline, runtime: context.extra.runtime });
    failures.push({ reading, failure: lookupFailureOf(error, step.step) });
    if (reading !== "offline") loggerOf(context.extra, "url-resolver").error(`route look-up of "${context.requestPath}" failed`, error);
    return "failed";
  }
}

/** Runs steps in order until one answers; a failing step is logged and the next one runs. */
async function runSteps(steps: Step[], context: ChainContext, failures: Failure[]): Promise<Found> {
  for (const step of steps) {
    const found = await attempt(step, context, failures);
    if (found && found !== "failed") return found;
  }
  return null;
}

/** After the map answered without an entry: it knows no CMS pages, so only the CMS is asked. */
function onMissSteps(context: ChainContext): Step[] {
  const cms = context.extra.urlResolver.lookups.cmsPageBySlug;
  return cms ? [cmsStep(context, cms)] : [];
}

async function fallback(context: ChainContext, failures: Failure[]): Promise<Found> {
  if (context.options.fallback === "lookups") return runSteps([redirectStep(context), ...lookupSteps(context)], context, failures);
  const mapped = await attempt(mapStep(context), context, failures);
  if (mapped !== "failed") return mapped ?? runSteps(onMissSteps(context), context, failures);
  // The map could not be asked (offline, failed, other back end): the look-ups may still answer.
  return runSteps(lookupSteps(context), context, failures);
}

/**
 * Resolves a path that has no page of its own (commerce-core.md §2 Navigation resolution):
 * memory, then the local cache, then the fallback (see the `fallback` option); an answer is
 * kept in memory and the local cache (a variant route's under the path and its `childSku`,
 * `variantUrlKey`). Redirect records give a redirect (301/302) whose location takes the
 * visited query (`withVisitedQuery`; the kept entry has none). Nothing found:
 * page-not-found when every step missed cleanly; in the browser, when a step could not ask
 * because the shop is offline (not sent, or no reply while the queue already said offline),
 * the 'not available in Offline mode' notification and the store home; when a step failed
 * otherwise (5xx, no reply while online or on a server, an invalid reply: `readLookupFailure`),
 * the `error` resolution (503, the error screen), kept nowhere. Look-up failures are logged;
 * it never rejects, and `.unwrap()` gives the resolution. The store context's customer group
 * prices the map and the look-ups.
 */
export const resolveUrl = createAsyncThunk<Resolution, { path: string; childSku?: string | null }, UrlThunkConfig>(
  "urlResolver/resolve",
  ({ path, childSku }, { dispatch, getState, extra }) => {
    const urlKey = urlKeyOf(path, extra.config);
    if (urlKey.requestPath === "") return { kind: "route", route: HOME_ROUTE, entityType: "home", source: "memory" };
    // A variant's answer depends on its sku: it is kept under the path and the sku.
    const key = variantUrlKey(urlKey.key, childSku);
    const inMemory = getState().urlResolver.map[key];
    if (inMemory) return resolutionOf(inMemory, "memory", urlKey, extra.config);
    return resolveBeyondMemory(dispatch, extra, { ...urlKey, key }, childSku ?? null, getState().storeContext.customerGroup);
  },
);

async function resolveBeyondMemory(
  dispatch: UrlDispatch,
  extra: UrlResolverExtra,
  urlKey: UrlKey,
  childSku: string | null,
  customerGroup: CustomerGroup,
): Promise<Resolution> {
  const { view, requestPath, key } = urlKey;
  const { config } = extra;
  const options = extra.config.urlResolver;
  if (extra.urlResolver.cache) {
    try {
      const cached = await readCachedEntry(extra.urlResolver.cache, key, extra.clock.now(), options.localCacheTtlMs);
      if (cached) {
        dispatch(urlMappingsRegistered({ mappings: [{ key, entry: cached }] }));
        return resolutionOf(cached, "local-cache", urlKey, config);
      }
    } catch (error) {
      loggerOf(extra, "url-resolver").error(`URL cache read of "${key}" failed`, error);
    }
  }

  const failures: Failure[] = [];
  const context: ChainContext = { extra, view, config, options, requestPath, childSku, customerGroup };
  const found = await fallback(context, failures);
  if (found) {
    dispatch(urlMappingsRegistered({ mappings: [{ key, entry: found.entry }] }));
    if (extra.urlResolver.cache) void cacheEntry(extra, key, found.entry);
    return resolutionOf(found.entry, found.source, urlKey, config);
  }
  // Nothing found: how the steps failed decides (nothing is kept: the next visit asks again).
  switch (unresolvedOutcome(failures.map((failure) => failure.reading))) {
    case "offline-home":
      return { kind: "offline-home", location: await notifyOfflineAndGoHome(dispatch, view, extra) };
    case "error":
      return errorResolution(failures.filter((failure) => failure.reading === "error").map((failure) => failure.failure));
    case "not-found":
      return NOT_FOUND;
  }
}

async function cacheEntry(extra: UrlResolverExtra, key: string, entry: UrlMapEntry): Promise<void> {
  try {
    if (extra.urlResolver.cache) await writeCachedEntry(extra.urlResolver.cache, key, entry, extra.clock.now());
  } catch (error) {
    loggerOf(extra, "url-resolver").error(`URL cache write of "${key}" failed`, error);
  }
}

async function notifyOfflineAndGoHome(dispatch: UrlDispatch, view: StoreView, extra: UrlResolverExtra): Promise<string> {
  await dispatch(spawnNotification({ type: "danger", message: OFFLINE_UNAVAILABLE_MESSAGE, action1: { label: "OK" } }));
  return storeHomePath(view, extra.config);
}

/**
 * For a page whose data query came back empty (commerce-core.md §2 "Offline: if a data query
 * returns empty, the user is told the item is unavailable offline and is sent to the store
 * home"): offline, shows the notification and resolves to the store home of `path`'s view;
 * online, and always on a server (`extra.runtime` "server": never offline), resolves to null
 * (the page shows its own not-found).
 */
export const reportEmptyOfflineData = createAsyncThunk<string | null, { path: string }, UrlThunkConfig>(
  "urlResolver/emptyOfflineData",
  async ({ path }, { dispatch, extra }) => {
    if (extra.runtime === "server" || extra.api.queue.isOnline()) return null;
    return notifyOfflineAndGoHome(dispatch, resolveStoreViewFromPath(path, extra.config), extra);
  },
);

/**
 * Puts the mappings that differ from the URL map into state: an unchanged one (a category tree
 * loaded again) costs no state change, so no re-render. Every mapping is written to the local
 * cache, which renews its time to live and retries a write that failed before. A key given
 * twice (a category that is a search hit and also in its parent's `children_data`) is one
 * mapping, the last one given, as the map would keep it. Resolves to the number of keys.
 */
async function register(dispatch: UrlDispatch, getState: () => UrlRootState, extra: UrlResolverExtra, given: { key: string; entry: UrlMapEntry }[]): Promise<number> {
  const mappings = [...new Map(given.map(({ key, entry }) => [key, entry])).entries()].map(([key, entry]) => ({ key, entry }));
  const { map } = getState().urlResolver;
  const changed = mappings.filter(({ key, entry }) => !dequal(map[key], entry));
  if (changed.length > 0) dispatch(urlMappingsRegistered({ mappings: changed }));
  if (extra.urlResolver.cache) await Promise.all(mappings.map(({ key, entry }) => cacheEntry(extra, key, entry)));
  return mappings.length;
}

/**
 * Registers category URLs in the URL map (memory and local cache): every category of the
 * tree with a url_path whose display mode is not PAGE (commerce-core.md §2); mappings already
 * in the map as they are leave the state untouched. Resolves to the number of distinct URLs
 * registered: a category met twice in the tree (a hit and a parent's child) counts once.
 */
export const registerCategoryUrls = createAsyncThunk<number, { categories: readonly RegistrableCategory[]; storeCode?: string }, UrlThunkConfig>(
  "urlResolver/registerCategories",
  async ({ categories, storeCode }, { dispatch, getState, extra }) => {
    const code = storeCode ?? extra.config.storeViews.defaultStoreCode;
    const mappings = categoryUrlMappings(categories).map(({ urlPath, entry }) => ({ key: urlKeyOfUrlPath(urlPath, code), entry }));
    return register(dispatch, getState, extra, mappings);
  },
);

/**
 * Registers loaded products' url_paths (so a later visit resolves from memory): products that
 * are pages of their own (`decideProductUrl`: enabled and visible individually, a visible
 * configurable child too; a hidden child has no URL of its own, and its parent's needs a look-up).
 * Resolves to the number of distinct URLs registered.
 */
export const registerProductUrls = createAsyncThunk<number, { products: readonly UrlProduct[]; storeCode?: string }, UrlThunkConfig>(
  "urlResolver/registerProducts",
  async ({ products, storeCode }, { dispatch, getState, extra }) => {
    const code = storeCode ?? extra.config.storeViews.defaultStoreCode;
    const view = requireStoreView(code, extra.config);
    const options = extra.config.urlResolver;
    const mappings = products.flatMap((product) => {
      if (!product.url_path) return [];
      const key = urlKeyOfUrlPath(product.url_path, code);
      const entry = productEntry(product, { view, config: extra.config, options, requestPath: key.slice(code.length + 1) });
      return entry ? [{ key, entry }] : [];
    });
    return register(dispatch, getState, extra, mappings);
  },
);
