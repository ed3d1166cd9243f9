import { createSlice } from "@reduxjs/toolkit";
import type { Listing, ListingProduct, ListingQuery } from "./listing/listing.types";
import { loadAutocomplete, loadCartRecommendations, loadListing, loadProductRecommendations, regenerateVisitorKeys, restoreLastSearchText } from "./search.thunks";

export type SearchLoadStatus = "idle" | "loading" | "loaded" | "not-found" | "failed";

export interface ListingState {
  status: SearchLoadStatus;
  query: ListingQuery | null;
  listing: Listing | null;
  error: string | null;
  /** The latest load: an older one that ends later is not applied. */
  requestId: string | null;
}

export interface AutocompleteState {
  /** The text the suggestions are for. */
  text: string;
  status: SearchLoadStatus;
  products: ListingProduct[];
  phrases: { q: string; highlighted: string }[];
  offline: boolean;
  /** presentation-content.md §5 "The last search text is kept in local storage" (read back by `restoreLastSearchText`). */
  lastSearchText: string | null;
  requestId: string | null;
}

export interface RecommendationsState {
  product: { sku: string; alternatives: ListingProduct[]; upsell: ListingProduct[] } | null;
  cart: { skus: string[]; products: ListingProduct[] } | null;
}

export interface SearchState {
  listing: ListingState;
  autocomplete: AutocompleteState;
  recommendations: RecommendationsState;
  /** Counts visitor key regenerations (logout, order placed): the keys themselves stay in storage. */
  visitorKeyGeneration: number;
}

export const initialSearchState: SearchState = {
  listing: { status: "idle", query: null, listing: null, error: null, requestId: null },
  autocomplete: { text: "", status: "idle", products: [], phrases: [], offline: false, lastSearchText: null, requestId: null },
  recommendations: { product: null, cart: null },
  visitorKeyGeneration: 0,
};

/** The slice; the thunks' lifecycles are its extraReducers. A load that a newer one overtook is not applied. */
export const searchSlice = createSlice({
  name: "search",
  initialState: initialSearchState,
  reducers: {
    autocompleteCleared(state: SearchState) {
      state.autocomplete = { ...initialSearchState.autocomplete, lastSearchText: state.autocomplete.lastSearchText };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadListing.pending, (state, action) => {
        state.listing.status = "loading";
        state.listing.error = null;
        state.listing.requestId = action.meta.requestId;
      })
      .addCase(loadListing.fulfilled, (state, action) => {
        if (state.listing.requestId !== action.meta.requestId) return;
        state.listing = { status: action.payload.listing === null ? "not-found" : "loaded", query: action.payload.query, listing: action.payload.listing, error: null, requestId: null };
      })
      .addCase(loadListing.rejected, (state, action) => {
        if (state.listing.requestId !== action.meta.requestId) return;
        state.listing = { ...state.listing, status: "failed", error: action.error.message ?? "Listing failed", requestId: null };
      })
      .addCase(loadAutocomplete.pending, (state, action) => {
        state.autocomplete.status = "loading";
        state.autocomplete.requestId = action.meta.requestId;
      })
      .addCase(loadAutocomplete.fulfilled, (state, action) => {
        if (state.autocomplete.requestId !== action.meta.requestId) return;
        const { text, products, phrases, offline } = action.payload;
        state.autocomplete = { ...state.autocomplete, text, products, phrases, offline, status: "loaded", requestId: null };
        if (text !== "") state.autocomplete.lastSearchText = text;
      })
      .addCase(loadAutocomplete.rejected, (state, action) => {
        if (state.autocomplete.requestId !== action.meta.requestId) return;
        state.autocomplete.status = "failed";
        state.autocomplete.requestId = null;
      })
      .addCase(restoreLastSearchText.fulfilled, (state, action) => {
        state.autocomplete.lastSearchText = action.payload;
      })
      .addCase(loadProductRecommendations.fulfilled, (state, action) => {
        const { sku, alternatives, upsell } = action.payload;
        state.recommendations.product = { sku, alternatives, upsell };
      })
      .addCase(loadCartRecommendations.fulfilled, (state, action) => {
        state.recommendations.cart = { skus: action.payload.skus, products: action.payload.products };
      })
      .addCase(regenerateVisitorKeys.fulfilled, (state) => {
        state.visitorKeyGeneration += 1;
      });
  },
});

export const { autocompleteCleared } = searchSlice.actions;
