import type { ThunkAction, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import type { ShopConfig } from "@shop/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import type { CartExtra } from "../cart.extra";
import { addToCart, removeItem, updateItemQty, type AddOutcome, type AddToCartArgs } from "../cart.items";
import { applyCoupon, removeCoupon, syncMethods, type CouponOutcome } from "../cart.methods";
import {
  selectCartCount,
  selectCartEditMode,
  selectCartLines,
  selectCartTotalSegments,
  selectCartTotals,
  selectChosenPayment,
  selectChosenShipping,
  selectCouponCode,
  selectIsAddingToCart,
  selectPaymentMethods,
  selectShippingMethods,
} from "../cart.selectors";
import { editModeChanged, editModeClosed, editModeOpened, paymentChosen, shippingChosen, type CartEditMode } from "../cart.slice";
import type { CartThunkState } from "../cart.thunk";
import type { CartPaymentMethod, CartShippingMethod } from "../rules/default-methods";
import { TOTAL_SEGMENT_CODES, type TotalSegment } from "../totals.schemas";

type CartDispatch = ThunkDispatch<CartThunkState, CartExtra, UnknownAction>;

/** `useDispatch` typed for the cart's thunks (react-redux 9). */
export const useCartDispatch = useDispatch.withTypes<CartDispatch>();
/** `useSelector` typed for the state the cart reads. */
export const useCartSelector = useSelector.withTypes<CartThunkState>();

/** The store's configuration: it lives in the thunk `extra`, read once through a thunk (no provider of its own). */
const readConfig = (): ThunkAction<ShopConfig, CartThunkState, CartExtra, UnknownAction> => (_dispatch, _getState, extra) => extra.config;
export function useShopConfig(): ShopConfig {
  const dispatch = useCartDispatch();
  return useMemo(() => dispatch(readConfig()), [dispatch]);
}

/** The cart's lines, each with its `identity` (the key the other hooks take). */
export function useCartLines() {
  return useCartSelector(selectCartLines);
}

/** The header badge: lines or the sum of quantities, as `cart.minicartCountType` says (commerce-core.md §9). */
export function useCartCount(): number {
  const countType = useShopConfig().cart.minicartCountType;
  return useCartSelector((state) => selectCartCount(state, countType));
}

const KNOWN_SEGMENTS: readonly string[] = TOTAL_SEGMENT_CODES;
/** A code the platform adds (a fee) goes between the discount and the tax, as @shop/ui's summary shows it. */
const segmentRank = (code: string) => {
  const rank = KNOWN_SEGMENTS.indexOf(code);
  return rank === -1 ? KNOWN_SEGMENTS.indexOf("tax") - 0.5 : rank;
};

/** The platform's totals, and its segments in the order subtotal, shipping, discount, (others), tax, grand total. */
export function useCartTotals(): { totals: ReturnType<typeof selectCartTotals>; segments: TotalSegment[] } {
  const totals = useCartSelector(selectCartTotals);
  const raw = useCartSelector(selectCartTotalSegments);
  const segments = useMemo(() => [...raw].sort((a, b) => segmentRank(a.code) - segmentRank(b.code)), [raw]);
  return { totals, segments };
}

/** Add to cart: the function, the adding flag, and the outcome of the last add. */
export function useAddToCart() {
  const dispatch = useCartDispatch();
  const adding = useCartSelector(selectIsAddingToCart);
  const [lastOutcome, setLastOutcome] = useState<AddOutcome[] | null>(null);
  const add = useCallback(
    async (products: AddToCartArgs["products"]) => {
      const outcome = await dispatch(addToCart({ products })).unwrap();
      setLastOutcome(outcome);
      return outcome;
    },
    [dispatch],
  );
  return { add, adding, lastOutcome };
}

/** Tracks which lines have a change on its way (the stepper's pending state). */
function usePendingLines() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback(async <T,>(identity: string, work: () => Promise<T>): Promise<T> => {
    setPending((current) => new Set(current).add(identity));
    try {
      return await work();
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(identity);
        return next;
      });
    }
  }, []);
  return { pending, track };
}

/** A line's new quantity; resolves whether the server took it. `pending` holds the lines on their way. */
export function useUpdateQuantity() {
  const dispatch = useCartDispatch();
  const { pending, track } = usePendingLines();
  const update = useCallback((identity: string, qty: number | string) => track(identity, () => dispatch(updateItemQty({ identity, qty })).unwrap()), [dispatch, track]);
  return { update, pending };
}

/** Removes a line. `askFirst` is `cart.askBeforeRemoveProduct` (the mini cart asks before removing, §9). */
export function useRemoveItem() {
  const dispatch = useCartDispatch();
  const askFirst = useShopConfig().cart.askBeforeRemoveProduct;
  const { pending, track } = usePendingLines();
  const remove = useCallback((identity: string) => track(identity, () => dispatch(removeItem({ identity })).unwrap()), [dispatch, track]);
  return { remove, pending, askFirst };
}

/**
 * Shipping and payment methods of the cart (commerce-core.md §4, §5): asked when the component
 * mounts and when the country or the cart changes (the thunk skips an unchanged cart), with
 * the chosen ones and functions to choose.
 */
export function useCartMethods(countryId?: string) {
  const dispatch = useCartDispatch();
  const shipping = useCartSelector(selectShippingMethods);
  const payment = useCartSelector(selectPaymentMethods);
  const chosenShipping = useCartSelector(selectChosenShipping);
  const chosenPayment = useCartSelector(selectChosenPayment);
  const lines = useCartSelector(selectCartLines);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    void dispatch(syncMethods(countryId === undefined ? undefined : { countryId })).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [dispatch, countryId, lines]);
  const chooseShipping = useCallback((method: CartShippingMethod) => dispatch(shippingChosen(method)), [dispatch]);
  const choosePayment = useCallback((method: CartPaymentMethod) => dispatch(paymentChosen(method)), [dispatch]);
  return { shipping, payment, chosenShipping, chosenPayment, chooseShipping, choosePayment, loading };
}

/** The coupon: the applied code, apply and remove, pending, and the last refusal's message. */
export function useCoupon() {
  const dispatch = useCartDispatch();
  const code = useCartSelector(selectCouponCode);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = useCallback(
    async (next: string): Promise<CouponOutcome> => {
      setPending(true);
      setError(null);
      try {
        const outcome = await dispatch(applyCoupon({ code: next })).unwrap();
        if (!outcome.applied) setError(outcome.message);
        return outcome;
      } finally {
        setPending(false);
      }
    },
    [dispatch],
  );
  const remove = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      return await dispatch(removeCoupon()).unwrap();
    } finally {
      setPending(false);
    }
  }, [dispatch]);
  return { code, apply, remove, pending, error };
}

/** Cart edit mode (presentation-content.md §4): opened with product id, quantity and options, changed while on, left with close. */
export function useCartEditMode() {
  const dispatch = useCartDispatch();
  const editMode = useCartSelector(selectCartEditMode);
  const open = useCallback((mode: CartEditMode) => dispatch(editModeOpened(mode)), [dispatch]);
  const change = useCallback((changes: Partial<Pick<CartEditMode, "qty" | "selectedOptions">>) => dispatch(editModeChanged(changes)), [dispatch]);
  const close = useCallback(() => dispatch(editModeClosed()), [dispatch]);
  return { editMode, open, change, close };
}
