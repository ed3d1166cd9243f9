import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Product } from "./product.schemas";
import type { RenderListItem } from "./render-list.schemas";
import { CATALOG_MESSAGES } from "./messages";
import { GUEST_GROUP } from "@shop/core";
import type { DocumentPrices } from "./rules/index-prices";
import { applyPlatformPrices } from "./rules/price-sync";

export type ProductLoadStatus = "idle" | "loading" | "loaded" | "not-found" | "failed";

export interface ProductState {
  status: ProductLoadStatus;
  /** Why the last load failed (a search failure's message). */
  error: string | null;
  /** True when the last load found nothing because the shop is offline. */
  offline: boolean;
  /** The product as loaded: for a configurable, the parent with all children. */
  original: Product | null;
  /** The products a grouped or bundle product is priced from (and shows). */
  parts: Product[];
  /** Chosen attribute values by attribute code. */
  selectedOptions: Record<string, string>;
  /** The chosen variant; set = the product is configured (commerce-core.md §4). The shown product is `selectCurrentProduct`. */
  selectedVariantSku: string | null;
  /** Per-product errors (§4 "the product errors get 'No available product variants'"). */
  errors: Record<string, string>;
  /**
   * Which load the state shows: one more on every load, not-found and clear. A repricing
   * asked for one load is not applied to another (a store switch may load the same sku again).
   */
  loadId: number;
  /**
   * The request id of the latest `loadProduct` started (null: none, or cleared since). Only
   * that load applies its result: a slower, older one must not show its product instead.
   */
  latestLoad: string | null;
  /**
   * The search documents' own prices by sku (`indexPricesOf`) with the group they were
   * searched for: what a group change reprices from. Searched for another group than the
   * default one (a back end may price them for that group), a repricing searches the default
   * group's and falls back to these when that search is offline or fails.
   */
  indexPrices: DocumentPrices;
}

const initialState: ProductState = {
  status: "idle",
  error: null,
  offline: false,
  original: null,
  parts: [],
  selectedOptions: {},
  selectedVariantSku: null,
  errors: {},
  loadId: 0,
  latestLoad: null,
  indexPrices: { prices: {}, searchedFor: GUEST_GROUP },
};

export const productSlice = createSlice({
  name: "product",
  initialState,
  reducers: {
    /** A load starts; `requestId` (the thunk's) makes it the latest, whose result alone is applied. */
    productLoadStarted: (state: ProductState, action: PayloadAction<string>) => {
      state.latestLoad = action.payload;
      state.status = "loading";
      state.error = null;
      state.offline = false;
    },
    /** `indexPrices`: the documents' own prices (`indexPricesOf` of the product and its parts before any pricing) and the group they were searched for; none kept when absent. */
    productLoaded: (state: ProductState, action: PayloadAction<{ product: Product; parts: Product[]; indexPrices?: DocumentPrices }>) => {
      const { product, parts, indexPrices = initialState.indexPrices } = action.payload;
      Object.assign(state, initialState, { status: "loaded", original: product, parts, indexPrices, loadId: state.loadId + 1, latestLoad: state.latestLoad });
    },
    /** commerce-core.md §4: a disabled or hidden product (or none) is an empty result. */
    productNotFound: (state: ProductState, action: PayloadAction<{ offline: boolean }>) => {
      Object.assign(state, initialState, { status: "not-found", offline: action.payload.offline, loadId: state.loadId + 1, latestLoad: state.latestLoad });
    },
    /** The latest load failed: the previous navigation's product goes too (and a price sync still on its way for it). */
    productLoadFailed: (state: ProductState, action: PayloadAction<string>) => {
      Object.assign(state, initialState, { status: "failed", error: action.payload, loadId: state.loadId + 1, latestLoad: state.latestLoad });
    },
    variantSelected: (state: ProductState, action: PayloadAction<{ variantSku: string; configuration: Record<string, string> }>) => {
      state.selectedVariantSku = action.payload.variantSku;
      state.selectedOptions = action.payload.configuration;
      delete state.errors.variants;
    },
    variantUnavailable: (state: ProductState, action: PayloadAction<{ configuration: Record<string, string> }>) => {
      state.selectedOptions = action.payload.configuration;
      state.selectedVariantSku = null;
      state.errors.variants = CATALOG_MESSAGES.noVariants;
    },
    /**
     * A platform price sync (render-list) asked for load `loadId`: matching products, children
     * and parts get the prices and the flags (`taxRates` by sku: see `PriceSyncOptions.taxRate`).
     * Ignored when another load is in state.
     */
    pricesSynced: (
      state: ProductState,
      action: PayloadAction<{ loadId: number; items: RenderListItem[]; refreshedAt: string; sourcePriceIncludesTax: boolean; taxRates?: Record<string, number> }>,
    ) => {
      const { loadId, items, refreshedAt, sourcePriceIncludesTax, taxRates = {} } = action.payload;
      if (loadId !== state.loadId) return;
      const bySku = new Map(items.flatMap((item) => (item.sku === undefined ? [] : [[item.sku, item] as const])));
      const sync = <T extends Pick<Product, "sku">>(product: T): T => {
        const item = bySku.get(product.sku);
        return item === undefined ? product : applyPlatformPrices(product, item, { refreshedAt, sourcePriceIncludesTax, taxRate: taxRates[product.sku] });
      };
      if (state.original !== null) {
        const original = sync(state.original);
        state.original = { ...original, ...(original.configurable_children !== undefined && { configurable_children: original.configurable_children.map(sync) }) };
      }
      state.parts = state.parts.map(sync);
    },
    /**
     * The load `loadId` priced again (a customer group change): prices replaced, choices kept;
     * ignored when another load is in state. `indexPrices`: the default group's documents'
     * prices when the repricing had to search them.
     */
    productRepriced: (state: ProductState, action: PayloadAction<{ loadId: number; product: Product; parts: Product[]; indexPrices?: DocumentPrices }>) => {
      if (state.loadId !== action.payload.loadId) return;
      state.original = action.payload.product;
      state.parts = action.payload.parts;
      if (action.payload.indexPrices !== undefined) state.indexPrices = action.payload.indexPrices;
    },
    /** Also overtakes a load still running: it applies nothing. */
    productCleared: (state: ProductState) => ({ ...initialState, loadId: state.loadId + 1 }),
  },
});

export const { productLoadStarted, productLoaded, productNotFound, productLoadFailed, variantSelected, variantUnavailable, pricesSynced, productRepriced, productCleared } = productSlice.actions;
