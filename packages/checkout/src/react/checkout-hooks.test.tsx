// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { savePersonalDetails } from "../checkout.details";
import { offlineConfirmationToggled, offlineOrderHeld, orderPlaced } from "../checkout.slice";
import type { OrderRequest } from "../order.schemas";
import { createCheckoutTestStore } from "../testing";
import { useCheckoutDetails, useCheckoutDispatch, useIsInCheckout, useOfflineOrderConfirmation, useThankYou } from "./checkout-hooks";

function setup() {
  const test = createCheckoutTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={test.store}>{children}</Provider>;
  return { ...test, wrapper };
}

describe("@shop/checkout/react hooks", () => {
  it("details (with the password) and in-checkout follow the saved details and the window", async () => {
    const { wrapper, clock, dispose } = setup();
    let now = clock.now();
    const { result } = renderHook(() => ({ details: useCheckoutDetails(), dispatch: useCheckoutDispatch(), inCheckout: useIsInCheckout(30, () => now) }), { wrapper });
    expect(result.current.inCheckout).toBe(false);
    await act(async () => {
      await result.current.dispatch(savePersonalDetails({ firstName: "Emma", password: "Welkom123!" }));
    });
    expect(result.current.details.personal).toMatchObject({ firstName: "Emma", password: "Welkom123!" });
    expect(result.current.inCheckout).toBe(true);
    now += 31 * 60_000;
    // A new page render reads the clock again (the hook also re-reads it every minute).
    const later = renderHook(() => useIsInCheckout(30, () => now), { wrapper });
    expect(later.result.current).toBe(false);
    dispose();
  });

  it("the thank-you page and the offline-order confirmation", () => {
    const { wrapper, store, dispose } = setup();
    const { result } = renderHook(() => ({ thankYou: useThankYou(), confirmation: useOfflineOrderConfirmation() }), { wrapper });
    const request = { order_id: "order-hook-1" } as OrderRequest;
    act(() => {
      store.dispatch(orderPlaced({ request, reply: null, placedAt: 1, cart: { items: [], couponCode: null } }));
      store.dispatch(offlineOrderHeld({ request, heldAt: 1, status: "held" }));
      store.dispatch(offlineConfirmationToggled(true));
    });
    expect(result.current.thankYou).toMatchObject({ show: true, order: { request } });
    expect(result.current.confirmation.open).toBe(true);
    expect(result.current.confirmation.orders.map((order) => order.request.order_id)).toEqual(["order-hook-1"]);
    dispose();
  });
});
