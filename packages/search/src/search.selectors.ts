import type { SearchState } from "./search.slice";

type WithSearch = { search: SearchState };

/** The current listing (null before a load, for no page, or while the first load runs). */
export const selectListing = (state: WithSearch) => state.search.listing.listing;
export const selectListingQuery = (state: WithSearch) => state.search.listing.query;
export const selectListingStatus = (state: WithSearch) => state.search.listing.status;
export const selectListingError = (state: WithSearch) => state.search.listing.error;
export const selectAutocomplete = (state: WithSearch) => state.search.autocomplete;
export const selectLastSearchText = (state: WithSearch) => state.search.autocomplete.lastSearchText;
export const selectProductRecommendations = (state: WithSearch) => state.search.recommendations.product;
export const selectCartRecommendations = (state: WithSearch) => state.search.recommendations.cart;
