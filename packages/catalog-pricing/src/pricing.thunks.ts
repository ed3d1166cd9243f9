import { calendarDayIn, loggerOf } from "@shop/core";
import { fetchRenderList } from "./catalog.api";
import type { CatalogExtra } from "./catalog.extra";
import type { CatalogRootState } from "./catalog.state";
import { createCatalogThunk, searchContextOf, type CatalogThunkApi } from "./catalog.thunk";
import { loadTaxRules } from "./catalog.thunks";
import type { TaxRule } from "./tax-rule.schemas";
import { selectStoreView } from "./catalog.selectors";
import { pricesSynced } from "./product.slice";
import type { Product } from "./product.schemas";
import { bundlePrice, groupedPrice } from "./rules/composite-price";
import { effectiveCustomerGroup } from "./rules/customer-group";
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
 * with the customer's group, in the store view active when it starts; each returned product is flagged price_is_current with
 * price_refreshed_at (from `extra.clock`). A failed render-list changes nothing.
 */
export const repriceProducts = createCatalogThunk<number, undefined>("catalog/repriceProducts", async (_arg, { getState, dispatch, extra }) => {
  const state = getState();
  const skus = pricedSkus(state);
  if (skus.length === 0) return 0;
  // Read before the call: a store switch while it runs must not apply these prices as another view's.
  const context = searchContextOf(state, extra);
  const items = await fetchRenderList(extra, skus, context);
  if (items.length === 0) return 0;
  dispatch(pricesSynced({ items, refreshedAt: new Date(extra.clock.now()).toISOString(), sourcePriceIncludesTax: context.storeView.tax.sourcePriceIncludesTax }));
  return items.length;
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
