import { calendarDayIn, loggerOf } from "@shop/core";
import type { CatalogExtra } from "./catalog.extra";
import type { CatalogRootState } from "./catalog.state";
import { createCatalogThunk, searchContextOf, type CatalogThunkApi } from "./catalog.thunk";
import { loadTaxRules, searchProductsBySku } from "./catalog.thunks";
import type { TaxRule } from "./tax-rule.schemas";
import { selectStoreView } from "@shop/core";
import { pricesSynced, productRepriced } from "./product.slice";
import type { Product } from "./product.schemas";
import type { RenderListItem } from "./render-list.schemas";
import { bundlePrice, groupedPrice } from "./rules/composite-price";
import { GUEST_GROUP, effectiveCustomerGroup, isDefaultGroup, sameCustomerGroup } from "@shop/core";
import { indexPricesOf, withIndexPrices, type DocumentPrices } from "./rules/index-prices";
import { platformPriceFields, withPricesNotCurrent } from "./rules/price-sync";
import { applyProductPrices, childTaxClassOf, type ProductPriceSettings } from "./rules/product-prices";
import { taxCountryOf, taxRateFor } from "./rules/tax";

/** The skus whose prices the product state shows: the product, its children and its parts. */
export function pricedSkus(state: CatalogRootState): string[] {
  const { original, parts } = state.product;
  if (original === null) return [];
  return [original.sku, ...(original.configurable_children ?? []).map((child) => child.sku), ...parts.map((part) => part.sku)];
}

/**
 * The tax rate by sku of the products in state (children without a tax class take the
 * parent's), from price settings: what completes render-list items without gross amounts on
 * a net basis (`PriceSyncOptions.taxRate`).
 */
function taxRatesOf(state: CatalogRootState, settings: ProductPriceSettings): Record<string, number> {
  const { original, parts } = state.product;
  if (original === null) return {};
  const rates: Record<string, number> = { [original.sku]: settings.rateFor(original.tax_class_id) };
  for (const child of original.configurable_children ?? []) rates[child.sku] = settings.rateFor(childTaxClassOf(child, original));
  for (const part of parts) rates[part.sku] = settings.rateFor(part.tax_class_id);
  return rates;
}

/** Tax rates for a net-basis sync, or why there are none. */
interface NetBasisTax {
  rates: Record<string, number>;
  /** Set when the tax rules could not be loaded (the rates are then empty). */
  failure?: unknown;
}

/** `taxRatesOf` with the active view's price settings; none, with the failure, when its tax rules cannot be loaded. */
async function netBasisTaxRates(api: CatalogThunkApi): Promise<NetBasisTax> {
  const state = api.getState();
  try {
    return { rates: taxRatesOf(state, await loadPriceSettings(api)) };
  } catch (failure) {
    return { rates: {}, failure };
  }
}

/**
 * A platform price sync (commerce-core.md §4, §6, §7): render-list for the products in state
 * with the customer's group, in the store view active when it starts; each returned product is
 * flagged price_is_current with price_refreshed_at (from `extra.clock`). A failed render-list
 * changes nothing. An item without its gross amounts (`tax_adjustments`) is applied on a net
 * catalogue basis with client-side prices (gross by the tax rules); otherwise it is logged and
 * not applied. An answer is not applied when the group changed while it was asked, or when
 * another product load is in state (e.g. the same sku loaded again in another store view).
 * Resolves to the number of products repriced.
 */
export const repriceProducts = createCatalogThunk<number, undefined>("catalog/repriceProducts", async (_arg, api) => {
  const { getState, dispatch, extra } = api;
  const state = getState();
  const skus = pricedSkus(state);
  if (skus.length === 0) return 0;
  // Read before the call: a store switch while it runs must not apply these prices as another view's.
  const context = searchContextOf(state);
  const { loadId } = state.product;
  const { calculateServerSide, sourcePriceIncludesTax } = context.storeView.tax;
  // Only a net basis with client-side prices completes items by the tax rules (loaded once per view).
  const tax: NetBasisTax = calculateServerSide || sourcePriceIncludesTax ? { rates: {} } : await netBasisTaxRates(api);
  const taxRates = tax.rates;
  const items = await extra.catalog.api.renderList(skus, context);
  const now = getState();
  if (!sameCustomerGroup(now.storeContext.customerGroup, context.group) || now.product.loadId !== loadId) return 0;
  const options = { refreshedAt: new Date(extra.clock.now()).toISOString(), sourcePriceIncludesTax };
  const usable: RenderListItem[] = [];
  const skipped: string[] = [];
  for (const item of items) {
    const fields = platformPriceFields(item, { ...options, taxRate: item.sku === undefined ? undefined : taxRates[item.sku] });
    if (fields === null) skipped.push(item.sku ?? String(item.id));
    else usable.push(item);
  }
  if (skipped.length > 0) logSkipped(extra, skipped, tax);
  if (usable.length === 0) return 0;
  dispatch(pricesSynced({ loadId, items: usable, ...options, taxRates }));
  return usable.length;
});

/** One line naming why items were not synced: the platform's missing gross amounts, or the local tax rules that failed to load. */
function logSkipped(extra: CatalogExtra, skipped: readonly string[], tax: NetBasisTax): void {
  const logger = loggerOf(extra, "catalog-pricing");
  const skus = skipped.join(", ");
  if ("failure" in tax) logger.error(`tax rules could not be loaded: render-list items without tax_adjustments (gross prices) cannot be completed, their prices are not synced: ${skus}`, tax.failure);
  else logger.warn(`render-list answered no tax_adjustments (gross prices) for ${skus}: their prices are not synced`);
}

/**
 * The products in state priced again by this shop's rules for the customer group now in
 * state, from the search documents' own prices (`withIndexPrices`; no price a platform sync
 * wrote for the previous group is left): client-side prices are recomputed (the group's tier
 * price, commerce-core.md §6 "a group … selects price tiers"); prices calculated server side
 * are the documents' prices. Documents loaded for another group than the default one (a back
 * end may have priced them for it) are replaced by the default group's, searched now; when
 * that search is offline or fails, the loaded documents' prices are used all the same. Either
 * way they are no longer the platform's prices of now: `price_is_current` becomes false. Not
 * applied when the product load or the group changed meanwhile.
 */
async function repriceByRules(api: CatalogThunkApi): Promise<void> {
  const state = api.getState();
  const { product, storeContext } = state;
  if (product.original === null) return;
  const settings = await loadPriceSettings(api);
  const kept = product.indexPrices;
  const searched = isDefaultGroup(kept.searchedFor, api.extra.config.tax) ? undefined : await defaultGroupDocumentPrices(api.extra, state, product.original);
  const now = api.getState();
  if (now.product.original === null || now.product.loadId !== product.loadId || !sameCustomerGroup(now.storeContext.customerGroup, storeContext.customerGroup)) return;
  const { prices } = searched ?? kept;
  const fromIndex = <T extends Product>(entry: T): T => withPricesNotCurrent(withIndexPrices(entry, prices));
  const parts = now.product.parts.map((part) => priceProduct(fromIndex(part), [], settings, api.extra));
  const repriced = priceProduct(fromIndex(now.product.original), parts, settings, api.extra);
  api.dispatch(productRepriced({ loadId: now.product.loadId, product: repriced, parts, ...(searched !== undefined && { indexPrices: searched }) }));
}

/**
 * The documents' own prices of a product and its parts as searched for the default group, in
 * the store view of `state`. Undefined offline or when the search fails (logged): the caller
 * keeps the loaded documents' prices and the next repricing asks again.
 */
async function defaultGroupDocumentPrices(extra: CatalogExtra, state: CatalogRootState, original: Product): Promise<DocumentPrices | undefined> {
  const skus = [original.sku, ...state.product.parts.map((part) => part.sku)];
  try {
    const { products, offline } = await searchProductsBySku(extra, skus, { ...searchContextOf(state), group: GUEST_GROUP });
    return offline ? undefined : { prices: indexPricesOf(products), searchedFor: GUEST_GROUP };
  } catch (error) {
    loggerOf(extra, "catalog-pricing").error("the default group's search documents could not be searched: repricing from the loaded documents' prices", error);
    return undefined;
  }
}

/**
 * Repricing on a customer group change (commerce-core.md §6 "login and logout trigger
 * repricing"; what `registerCatalogPricingListeners` runs): first the shop's own price rules
 * with the new group (see `repriceByRules`), then, unless `syncPlatformPrices` is "never", a
 * platform sync through render-list (`repriceProducts`). A failed render-list leaves the
 * rules' prices (server-side: the documents' prices), flagged not current. Resolves to
 * the number of products the platform repriced.
 */
export const repriceForCustomerGroup = createCatalogThunk<number, undefined>("catalog/repriceForCustomerGroup", async (_arg, api) => {
  try {
    await repriceByRules(api);
  } catch (error) {
    // The tax rules could not be loaded (e.g. an unknown store view): the platform may still answer.
    loggerOf(api.extra, "catalog-pricing").error("repricing by the price rules failed", error);
  }
  if (api.extra.config.catalog.syncPlatformPrices === "never") return 0;
  return api.dispatch(repriceProducts()).unwrap();
});

/**
 * How prices are applied in the active store view: skipped when tax is calculated server
 * side; otherwise with the tax rules and the store view's country (or `tax.fallbackCountry`
 * 'PL', logging 'Please do set the tax.defaultCountry in order to calculate totals'). With
 * `tax.userGroupTaxClass` the effective group is the customer tax class a rule must list
 * (commerce-core.md §6 "a group … selects … when grouped tax is enabled, the customer tax
 * class (unless config uses only the default group)"): the customer's group, or
 * `tax.defaultUserGroupId` for a guest and with `tax.useOnlyDefaultUserGroupId`. "Only the
 * default group" picks which group's class applies; it never drops the filter, which would
 * make the rate depend on the rules' order.
 */
export function priceSettingsFor(state: CatalogRootState, extra: CatalogExtra, taxRules: readonly TaxRule[]): ProductPriceSettings {
  const storeView = selectStoreView(state);
  const tax = extra.config.tax;
  const groupId = effectiveCustomerGroup(state.storeContext.customerGroup, tax).groupId;
  const tierGroupId = tax.usePriceTiers ? groupId : null;
  const base = { calculateServerSide: storeView.tax.calculateServerSide, sourcePriceIncludesTax: storeView.tax.sourcePriceIncludesTax, today: calendarDayIn(extra.clock.now(), storeView.i18n.timeZone), tierGroupId };
  if (storeView.tax.calculateServerSide) return { ...base, rateFor: () => 0 };
  const { country, warning } = taxCountryOf(storeView, tax.fallbackCountry);
  if (warning !== undefined) loggerOf(extra, "catalog-pricing").error(warning);
  const customerClass = tax.userGroupTaxClass ? { customerTaxClassId: groupId } : {};
  return { ...base, rateFor: (taxClassId) => taxRateFor(taxRules, { productTaxClassId: taxClassId, country, ...customerClass }) };
}

/** The price settings of the active store view, loading the tax rules first when tax is calculated here. */
export async function loadPriceSettings({ getState, dispatch, extra }: CatalogThunkApi): Promise<ProductPriceSettings> {
  // The state as the load starts: a store switch while the rules load must not price in the other view.
  const state = getState();
  const taxRules = selectStoreView(state).tax.calculateServerSide ? [] : await dispatch(loadTaxRules()).unwrap();
  return priceSettingsFor(state, extra, taxRules);
}

/** A product priced by the rules, with a grouped or bundle product summed from its (priced) parts. */
export function priceProduct(product: Product, parts: readonly Product[], settings: ProductPriceSettings, extra: Pick<CatalogExtra, "logger">): Product {
  const priced = applyProductPrices(product, settings);
  if (priced.type_id !== "grouped" && priced.type_id !== "bundle") return priced;
  const bySku = new Map(parts.map((part) => [part.sku, part]));
  const { prices, missing } = priced.type_id === "grouped" ? groupedPrice(priced, bySku) : bundlePrice(priced, bySku);
  // presentation-content.md §8: a missing product link / a grouped product without links is logged only.
  if (missing.length > 0) loggerOf(extra, "catalog-pricing").warn(`${priced.type_id} product ${priced.sku} links products that could not be loaded: ${missing.join(", ")}`);
  return { ...priced, ...prices };
}
