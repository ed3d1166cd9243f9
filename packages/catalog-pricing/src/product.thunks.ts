import { fillTemplate, spawnNotification } from "@shop/core";
import { LoadOvertakenError, assertLatestLoad, createCatalogThunk, searchContextOf, type CatalogThunkApi } from "./catalog.thunk";
import { selectCurrentProduct } from "./catalog.selectors";
import { loadProductsBySku } from "./catalog.thunks";
import { CATALOG_MESSAGES } from "./messages";
import { loadPriceSettings, priceProduct, repriceForCustomerGroup, repriceProducts } from "./pricing.thunks";
import { productLoadFailed, productLoadStarted, productLoaded, productNotFound, variantSelected, variantUnavailable } from "./product.slice";
import type { Product } from "./product.schemas";
import { compositePartSkus } from "./rules/composite-price";
import { isDefaultGroup, sameCustomerGroup } from "@shop/core";
import { indexPricesOf } from "./rules/index-prices";
import { decideProductLoad } from "./rules/product-load";
import { chooseVariant, configurationOf, type VariantConfiguration } from "./rules/variant-choice";

/** The fields a single product can be looked up by. */
export type ProductKey = "sku" | "url_path" | "id" | "slug";

export interface LoadProductArgs {
  key?: ProductKey;
  value: string | number | undefined | null;
  /** The chosen variant (route /p/{parentSku}/{slug}/{childSku}); else the default one. */
  childSku?: string;
}

/** commerce-core.md §5: a lookup without a key value. */
export class ProductLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProductLookupError";
  }
}

async function findOne(api: CatalogThunkApi, filter: Record<string, string | number>): Promise<{ product: Product | undefined; offline: boolean }> {
  // commerce-core.md §7: a single-product search uses size 1.
  const result = await api.extra.catalog.api.search("product", { filter, size: 1 }, searchContextOf(api.getState()));
  return { product: result.items[0], offline: result.offline };
}

/**
 * The product to show for a looked-up one (commerce-core.md §4 Product load): disabled
 * (status ≥ 2) → none; visibility 1 → none, or its configurable parent (by parentSku, else
 * the configurable whose children hold its sku) with the child chosen, when
 * `catalog.preventConfigurableChildrenDirectAccess`.
 */
async function resolveShownProduct(api: CatalogThunkApi, found: Product): Promise<{ product: Product; childSku?: string } | undefined> {
  const decision = decideProductLoad(found, api.extra.config.catalog.preventConfigurableChildrenDirectAccess);
  if (decision.kind === "show") return { product: found };
  if (decision.kind === "fail") return undefined;
  const byParentSku = decision.parentSku === undefined ? undefined : (await findOne(api, { sku: decision.parentSku })).product;
  const parent = byParentSku ?? (await findOne(api, { "configurable_children.sku": decision.childSku, type_id: "configurable" })).product;
  if (parent === undefined || decideProductLoad(parent, false).kind !== "show") return undefined;
  return { product: parent, childSku: decision.childSku };
}

/**
 * Loads the product of a product page into the product slice: the look-up and load rules,
 * prices (client-side rules unless priced server side; grouped and bundle summed from their
 * parts; the documents' own prices kept, with the group they were searched for, for a later
 * group change), a platform price sync for a customer group (`syncPlatformPrices`), or the
 * group-change repricing when the group changed while the product loaded, then, for a
 * configurable, the variant choice. Resolves to
 * the shown product, or null for an empty result (not found, disabled, not visible, or
 * offline: `state.product.offline`). The latest load wins: one that a newer load (or
 * `productCleared`) overtook applies nothing more, not even its variant choice, and rejects
 * as aborted (error name "AbortError", `meta.aborted`).
 */
export const loadProduct = createCatalogThunk("product/load", async (args: LoadProductArgs, api): Promise<Product | null> => {
  const { dispatch, extra, requestId } = api;
  const key = args.key ?? "sku";
  if (args.value === undefined || args.value === null || String(args.value).trim() === "") {
    throw new ProductLookupError(fillTemplate(CATALOG_MESSAGES.noSearchKey, { key }));
  }
  dispatch(productLoadStarted(requestId));
  const stillLatest = () => assertLatestLoad(api.getState().product.latestLoad, requestId, `The product load of ${key} ${String(args.value)}`);
  // The group the documents are searched for: another group's may hold that group's prices.
  const searchedFor = api.getState().storeContext.customerGroup;
  try {
    const { product: found, offline } = await findOne(api, { [key]: key === "id" ? Number(args.value) : String(args.value) });
    const shown = found === undefined ? undefined : await resolveShownProduct(api, found);
    if (shown === undefined) {
      stillLatest();
      dispatch(productNotFound({ offline }));
      return null;
    }
    let product: Product = shown.product.type_id === "configurable" ? { ...shown.product, parentSku: shown.product.sku } : shown.product;
    const partSkus = compositePartSkus(product);
    // The group the prices are built for (`loadPriceSettings` reads the state now).
    const pricedFor = api.getState().storeContext.customerGroup;
    const settings = await loadPriceSettings(api);
    const documentParts = partSkus.length === 0 ? [] : await dispatch(loadProductsBySku(partSkus)).unwrap();
    const parts = documentParts.map((part) => priceProduct(part, [], settings, extra));
    product = priceProduct(product, parts, settings, extra);
    // The parts were searched later, maybe for a group the customer changed to meanwhile.
    const documentsFor = isDefaultGroup(searchedFor, extra.config.tax) ? api.getState().storeContext.customerGroup : searchedFor;
    stillLatest();
    dispatch(productLoaded({ product, parts, indexPrices: { prices: indexPricesOf([shown.product, ...documentParts]), searchedFor: documentsFor } }));

    const customerGroup = api.getState().storeContext.customerGroup;
    const mode = extra.config.catalog.syncPlatformPrices;
    // A group change while it loaded repriced the previous product only: this one was priced for
    // the old group, or its documents were searched for a group's own prices (the default
    // group's documents are the ones every group is repriced from: kept).
    const searchedForOldGroup = !isDefaultGroup(searchedFor, extra.config.tax) && !sameCustomerGroup(searchedFor, customerGroup);
    if (searchedForOldGroup || !sameCustomerGroup(pricedFor, customerGroup)) await dispatch(repriceForCustomerGroup());
    else if (mode === "always" || (mode === "customer-group" && !isDefaultGroup(customerGroup, extra.config.tax))) await dispatch(repriceProducts());

    if (product.type_id === "configurable") {
      const childSku = args.childSku ?? shown.childSku;
      const child = childSku === undefined ? undefined : product.configurable_children?.find((entry) => entry.sku === childSku);
      // Configured on the product in state: after a newer load, that is another product.
      stillLatest();
      await dispatch(configureProduct({ configuration: child === undefined ? {} : configurationOf(product, child) }));
    }
    stillLatest();
    return selectCurrentProduct(api.getState());
  } catch (error) {
    if (error instanceof LoadOvertakenError) throw error;
    stillLatest();
    dispatch(productLoadFailed(error instanceof Error ? error.message : String(error)));
    throw error;
  }
});

/**
 * commerce-core.md §4 Variant choice on the loaded configurable: the matching available
 * child, else the default (see `variantFallbackToDefault`), and the product is marked
 * configured; if none, the product errors get 'No available product variants' and the §8
 * warning 'No such configuration for the product. Please do choose another combination of
 * attributes.' (OK) is shown. Resolves to the chosen variant's sku or null.
 */
export const configureProduct = createCatalogThunk(
  "product/configure",
  async ({ configuration }: { configuration: VariantConfiguration }, { getState, dispatch, extra }): Promise<string | null> => {
    const original = getState().product.original;
    if (original === null) throw new ProductLookupError("No product is loaded to configure");
    // commerce-core.md §5: a variant lookup needs parentSku.
    if (original.parentSku === undefined || original.parentSku === "") throw new ProductLookupError(CATALOG_MESSAGES.noParentSku);
    const choice = chooseVariant(original, configuration, extra.config.catalog.variantFallbackToDefault);
    if (choice.variant !== undefined) {
      dispatch(variantSelected({ variantSku: choice.variant.sku, configuration: choice.configuration }));
      return choice.variant.sku;
    }
    dispatch(variantUnavailable({ configuration: choice.configuration }));
    await dispatch(spawnNotification({ type: "warning", message: CATALOG_MESSAGES.noSuchConfiguration, action1: { label: CATALOG_MESSAGES.ok } }));
    return null;
  },
);
