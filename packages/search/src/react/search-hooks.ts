import { useCallback, useEffect, useMemo, useRef } from "react";
import { useDispatch, useSelector, useStore } from "react-redux";
import type { ThunkAction, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import type { ShopConfig } from "@shop/core";
import { createAutocompleteController } from "../autocomplete/autocomplete-controller";
import type { SearchExtra } from "../search.extra";
import { selectAutocomplete, selectCartRecommendations, selectListing, selectListingQuery, selectListingStatus, selectProductRecommendations } from "../search.selectors";
import { autocompleteCleared } from "../search.slice";
import { loadAutocomplete, loadCartRecommendations, loadListing, loadProductRecommendations, type SearchRootState } from "../search.thunks";
import type { ListingQuery } from "../listing/listing.types";

type SearchDispatch = ThunkDispatch<SearchRootState, SearchExtra, UnknownAction>;

/** The store's search settings, read through a thunk (hooks never import settings). */
const readSearchConfig = (): ThunkAction<ShopConfig["search"], SearchRootState, SearchExtra, UnknownAction> => (_dispatch, _getState, extra) => extra.config.search;

/**
 * The current listing and its loader. A route's loader usually dispatches `loadListing` on the
 * server; `load` is for client navigation (a filter ticked, a page turned).
 */
export function useListing() {
  const dispatch = useDispatch<SearchDispatch>();
  const listing = useSelector(selectListing);
  const query = useSelector(selectListingQuery);
  const status = useSelector(selectListingStatus);
  const load = useCallback((next: ListingQuery | string) => dispatch(loadListing({ query: next })), [dispatch]);
  return { listing, query, status, load };
}

/**
 * The search panel's autocomplete: `onInput(text)` on every keystroke; the search starts
 * `search.autocompleteDebounceMs` (500 ms) after typing stops, with `search.autocompleteMinChars` (3)
 * or more characters (presentation-content.md §5). A pending search is dropped on unmount.
 */
export function useAutocomplete() {
  const dispatch = useDispatch<SearchDispatch>();
  const store = useStore<SearchRootState>();
  const state = useSelector(selectAutocomplete);
  const settings = useRef<ShopConfig["search"] | null>(null);
  settings.current ??= dispatch(readSearchConfig());
  const { autocompleteMinChars: minChars, autocompleteDebounceMs: debounceMs } = settings.current;
  const controller = useMemo(
    () =>
      createAutocompleteController({
        minChars,
        debounceMs,
        search: (text) => void dispatch(loadAutocomplete(text)),
        clear: () => {
          if (store.getState().search.autocomplete.status !== "idle") dispatch(autocompleteCleared());
        },
      }),
    [dispatch, store, minChars, debounceMs],
  );
  useEffect(() => () => controller.cancel(), [controller]);
  return { ...state, onInput: controller.input, cancel: controller.cancel };
}

/** Recommendations of a product page (ALTERNATIVES, UPSELL) or the cart page (CART): loaded when the sku(s) change. */
export function useRecommendations(target: { sku: string } | { skus: readonly string[] }) {
  const dispatch = useDispatch<SearchDispatch>();
  const product = useSelector(selectProductRecommendations);
  const cart = useSelector(selectCartRecommendations);
  const key = "sku" in target ? `p:${target.sku}` : `c:${target.skus.join("|")}`;
  useEffect(() => {
    if ("sku" in target) void dispatch(loadProductRecommendations(target.sku));
    else void dispatch(loadCartRecommendations(target.skus));
    // `key` names the target: a new array of the same skus loads nothing again.
  }, [dispatch, key]);
  if ("sku" in target) return { alternatives: product?.sku === target.sku ? product.alternatives : [], upsell: product?.sku === target.sku ? product.upsell : [], cart: [] };
  return { alternatives: [], upsell: [], cart: cart?.products ?? [] };
}
