import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Product } from "./product.schemas";
import type { RenderListItem } from "./render-list.schemas";
import { CATALOG_MESSAGES } from "./messages";
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
};

export const productSlice = createSlice({
  name: "product",
  initialState,
  reducers: {
    productLoadStarted: (state: ProductState) => {
      state.status = "loading";
      state.error = null;
      state.offline = false;
    },
    productLoaded: (state: ProductState, action: PayloadAction<{ product: Product; parts: Product[] }>) => {
      Object.assign(state, initialState, { status: "loaded", original: action.payload.product, parts: action.payload.parts });
    },
    /** commerce-core.md §4: a disabled or hidden product (or none) is an empty result. */
    productNotFound: (state: ProductState, action: PayloadAction<{ offline: boolean }>) => {
      Object.assign(state, initialState, { status: "not-found", offline: action.payload.offline });
    },
    productLoadFailed: (state: ProductState, action: PayloadAction<string>) => {
      state.status = "failed";
      state.error = action.payload;
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
    /** A platform price sync (render-list): matching products, children and parts get the prices and the flags. */
    pricesSynced: (state: ProductState, action: PayloadAction<{ items: RenderListItem[]; refreshedAt: string; sourcePriceIncludesTax: boolean }>) => {
      const bySku = new Map(action.payload.items.flatMap((item) => (item.sku === undefined ? [] : [[item.sku, item] as const])));
      const options = { refreshedAt: action.payload.refreshedAt, sourcePriceIncludesTax: action.payload.sourcePriceIncludesTax };
      const sync = <T extends Pick<Product, "sku">>(product: T): T => {
        const item = bySku.get(product.sku);
        return item === undefined ? product : applyPlatformPrices(product, item, options);
      };
      if (state.original !== null) {
        const original = sync(state.original);
        state.original = { ...original, ...(original.configurable_children !== undefined && { configurable_children: original.configurable_children.map(sync) }) };
      }
      state.parts = state.parts.map(sync);
    },
    /** The same product priced again (a customer group change): prices replaced, choices kept; ignored for another product. */
    productRepriced: (state: ProductState, action: PayloadAction<{ sku: string; product: Product; parts: Product[] }>) => {
      if (state.original?.sku !== action.payload.sku) return;
      state.original = action.payload.product;
      state.parts = action.payload.parts;
    },
    productCleared: () => initialState,
  },
});

export const { productLoadStarted, productLoaded, productNotFound, productLoadFailed, variantSelected, variantUnavailable, pricesSynced, productRepriced, productCleared } = productSlice.actions;
