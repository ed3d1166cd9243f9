import { calendarDayIn, loggerOf } from "@shop/core";
import { fetchRenderList } from "./catalog.api";
import type { CatalogExtra } from "./catalog.extra";
import type { CatalogRootState } from "./catalog.state";
import { createCatalogThunk, searchContextOf, type CatalogThunkApi } from "./catalog.thunk";
import { loadTaxRules } from "./catalog.thunks";
import type { TaxRule } from "./tax-rule.schemas";
import { selectStoreView } from "./catalog.selectors";
import { pricesSynced, productRepriced } from "./product.slice";
import type { Product } from "./product.schemas";
import { bundlePrice, groupedPrice } from "./rules/composite-price";
import { effectiveCustomerGroup, sameCustomerGroup } from "./rules/customer-group";
import { hasPlatformGrossPrices, withPricesNotCurrent } from "./rules/price-sync";
import { applyProductPrices, type ProductPriceSettings } from "./rules/product-prices";
import { taxCountryOf, taxRateFor } from "./rules/tax";

/** The skus whose prices the product state shows: the product, its children and its parts. */
export function pricedSkus(state: CatalogRootState): string[] {
  const { original, parts } = state.product;
  if (original === null) return [];
  return [original.sku, ...(original.configurable_children ?? []).map((child) => child.sku), ...parts.map((part) => part.sku)];
}

/**
 * A platform price sync (commerce-core.md §4, §6, §7): render-list for the products in state
 * with the customer's group, in the store view active when it starts; each returned product is
 * flagged price_is_current with price_refreshed_at (from `extra.clock`). A failed render-list
 * changes nothing; an item without its gross amounts (`tax_adjustments`) is logged and not
 * applied; an answer for a group that is no longer the customer's (the group changed while it
 * was asked) is not applied. Resolves to the number of products repriced.
 */
export const repriceProducts = createCatalogThunk<number, undefined>("catalog/repriceProducts", async (_arg, { getState, dispatch, extra }) => {
  const state = getState();
  const skus = pricedSkus(state);
  if (skus.length === 0) return 0;
  // Read before the call: a store switch while it runs must not apply these prices as another view's.
  const context = searchContextOf(state, extra);
  const items = await fetchRenderList(extra, skus, context);
  if (!sameCustomerGroup(getState().catalog.customerGroup, context.group)) return 0;
  const usable = items.filter(hasPlatformGrossPrices);
  if (usable.length < items.length) {
    const skipped = items.filter((item) => !hasPlatformGrossPrices(item)).map((item) => item.sku ?? String(item.id));
    loggerOf(extra, "catalog-pricing").warn(`render-list answered no tax_adjustments (gross prices) for ${skipped.join(", ")}: their prices are not synced`);
  }
  if (usable.length === 0) return 0;
  dispatch(pricesSynced({ items: usable, refreshedAt: new Date(extra.clock.now()).toISOString(), sourcePriceIncludesTax: context.storeView.tax.sourcePriceIncludesTax }));
  return usable.length;
});

/**
 * The products in state priced again by this shop's rules for the customer group now in
 * state: client-side prices are recomputed (the group's tier price, commerce-core.md §6 "a
 * group … selects price tiers"); prices calculated server side stay as they are. Either way
 * they are no longer the platform's prices of now: `price_is_current` becomes false. Not
 * applied when the product or the group changed meanwhile.
 */
async function repriceByRules(api: CatalogThunkApi): Promise<void> {
  const { product, catalog } = api.getState();
  if (product.original === null) return;
  const settings = await loadPriceSettings(api);
  const now = api.getState();
  if (now.product.original?.sku !== product.original.sku || !sameCustomerGroup(now.catalog.customerGroup, catalog.customerGroup)) return;
  const parts = now.product.parts.map((part) => priceProduct(withPricesNotCurrent(part), [], settings, api.extra));
  const repriced = priceProduct(withPricesNotCurrent(now.product.original), parts, settings, api.extra);
  api.dispatch(productRepriced({ sku: repriced.sku, product: repriced, parts }));
}

/**
 * Repricing on a customer group change (commerce-core.md §6 "login and logout trigger
 * repricing"; what `registerCatalogPricingListeners` runs): first the shop's own price rules
 * with the new group (see `repriceByRules`), then, unless `syncPlatformPrices` is "never", a
 * platform sync through render-list (`repriceProducts`). A failed render-list leaves the
 * rules' prices, flagged not current. Resolves to the number of products the platform repriced.
 */
export const repriceForCustomerGroup = createCatalogThunk<number, undefined>("catalog/repriceForCustomerGroup", async (_arg, api) => {
  try {
    await repriceByRules(api);
  } catch (error) {
    // The tax rules could not be loaded (e.g. an unknown store view): the platform may still answer.
    loggerOf(api.extra, "catalog-pricing").error("repricing by the price rules failed", error);
  }
  if (api.extra.catalogOptions.syncPlatformPrices === "never") return 0;
  return api.dispatch(repriceProducts()).unwrap();
});

/**
 * How prices are applied in the active store view: skipped when tax is calculated server
 * side; otherwise with the tax rules and the store view's country (or `tax.fallbackCountry`
 * 'PL', logging 'Please do set the tax.defaultCountry in order to calculate totals').
 */
export function priceSettingsFor(state: CatalogRootState, extra: CatalogExtra, taxRules: readonly TaxRule[]): ProductPriceSettings {
  const storeView = selectStoreView(state, extra.config);
  const tax = extra.config.tax;
  const tierGroupId = tax.usePriceTiers ? effectiveCustomerGroup(state.catalog.customerGroup, tax).groupId : null;
  const base = { calculateServerSide: storeView.tax.calculateServerSide, sourcePriceIncludesTax: storeView.tax.sourcePriceIncludesTax, today: calendarDayIn(extra.clock.now(), storeView.i18n.timeZone), tierGroupId };
  if (storeView.tax.calculateServerSide) return { ...base, rateFor: () => 0 };
  const { country, warning } = taxCountryOf(storeView, tax.fallbackCountry);
  if (warning !== undefined) loggerOf(extra, "catalog-pricing").error(warning);
  return { ...base, rateFor: (taxClassId) => taxRateFor(taxRules, { productTaxClassId: taxClassId, country }) };
}

/** The price settings of the active store view, loading the tax rules first when tax is calculated here. */
export async function loadPriceSettings({ getState, dispatch, extra }: CatalogThunkApi): Promise<ProductPriceSettings> {
  // The state as the load starts: a store switch while the rules load must not price in the other view.
  const state = getState();
  const taxRules = selectStoreView(state, extra.config).tax.calculateServerSide ? [] : await dispatch(loadTaxRules()).unwrap();
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
