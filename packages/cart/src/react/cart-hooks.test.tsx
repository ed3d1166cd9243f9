// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { totalsUpdated } from "../cart.slice";
import { createCartTestStore, createFakeCartBackEnd } from "../testing";
import { totalsOf } from "../testing/fake-cart-back-end";
import { useAddToCart, useCartCount, useCartEditMode, useCartLines, useCartMethods, useCartTotals, useCoupon, useRemoveItem, useUpdateQuantity } from "./cart-hooks";

const totals = (qty: number) => ({
  ...totalsOf(qty, qty * 10),
  total_segments: [
    { code: "grand_total", title: "Grand Total", value: qty * 10 },
    { code: "tax", title: "Tax", value: 0 },
    { code: "fee", title: "Fee", value: 1 },
    { code: "subtotal", title: "Subtotal", value: qty * 10 },
  ],
});

const product = { sku: "AC-TIE", name: "Tie", type_id: "simple", price_incl_tax: 10 };

function setup(config: Parameters<typeof createCartTestStore>[0] = {}) {
  const backEnd = createFakeCartBackEnd();
  const test = createCartTestStore({ fetch: backEnd.fetch, ...config });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={test.store}>{children}</Provider>;
  return { ...test, ...backEnd, wrapper };
}

describe("@shop/cart/react hooks", () => {
  it("add, lines and count: the count follows cart.minicartCountType", async () => {
    const { wrapper, dispose } = setup({ config: { cart: { minicartCountType: "items" } } });
    const { result } = renderHook(() => ({ add: useAddToCart(), lines: useCartLines(), count: useCartCount() }), { wrapper });
    await act(async () => {
      await result.current.add.add([{ product, qty: 3 }]);
    });
    expect(result.current.add.lastOutcome).toEqual([{ sku: "AC-TIE", added: true, stock: "ok" }]);
    expect(result.current.add.adding).toBe(false);
    expect(result.current.lines.map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: "AC-TIE", qty: 3 }]);
    expect(result.current.count).toBe(1);
    dispose();
  });

  it("quantity and removal: pending while on their way; removal says whether to ask first", async () => {
    const { wrapper, store, dispose } = setup();
    const { result } = renderHook(() => ({ add: useAddToCart(), update: useUpdateQuantity(), remove: useRemoveItem(), count: useCartCount(), lines: useCartLines() }), { wrapper });
    await act(async () => void (await result.current.add.add([{ product }])));
    const identity = result.current.lines[0]!.identity;
    let updating: Promise<boolean> = Promise.resolve(false);
    act(() => {
      updating = result.current.update.update(identity, "4");
    });
    expect(result.current.update.pending.has(identity)).toBe(true);
    await act(async () => void (await updating));
    expect(result.current.update.pending.size).toBe(0);
    expect(result.current.count).toBe(4);
    expect(result.current.remove.askFirst).toBe(true);
    await act(async () => void (await result.current.remove.remove(identity)));
    expect(store.getState().cart.cartItems).toEqual([]);
    dispose();
  });

  it("totals: segments ordered subtotal, (others), tax, grand total", () => {
    const { wrapper, store, dispose } = setup();
    act(() => void store.dispatch(totalsUpdated({ totals: totals(2), at: 0 })));
    const { result } = renderHook(() => useCartTotals(), { wrapper });
    expect(result.current.segments.map((segment) => segment.code)).toEqual(["subtotal", "fee", "tax", "grand_total"]);
    dispose();
  });

  it("methods: loaded on mount for the cart, unavailable shipping dropped, defaults chosen", async () => {
    const { wrapper, dispose } = setup();
    const { result } = renderHook(() => ({ add: useAddToCart(), methods: useCartMethods("NL") }), { wrapper });
    await act(async () => void (await result.current.add.add([{ product }])));
    await waitFor(() => expect(result.current.methods.shipping.map((method) => method.method_code)).toEqual(["flatrate"]));
    expect(result.current.methods.chosenShipping?.method_code).toBe("flatrate");
    expect(result.current.methods.chosenPayment?.code).toBe("card");
    dispose();
  });

  it("coupon: an unknown code gives the catalogue's message", async () => {
    const { wrapper, dispose } = setup();
    const { result } = renderHook(() => ({ add: useAddToCart(), coupon: useCoupon() }), { wrapper });
    await act(async () => void (await result.current.add.add([{ product }])));
    await act(async () => void (await result.current.coupon.apply("NOPE")));
    expect(result.current.coupon).toMatchObject({ code: null, pending: false, error: "The coupon code isn't valid. Verify the code and try again." });
    dispose();
  });

  it("edit mode: opened, changed and closed", () => {
    const { wrapper, dispose } = setup();
    const { result } = renderHook(() => useCartEditMode(), { wrapper });
    act(() => void result.current.open({ productId: 3, qty: 1, selectedOptions: { size_ois: 163 } }));
    act(() => void result.current.change({ qty: 2 }));
    expect(result.current.editMode).toEqual({ productId: 3, qty: 2, selectedOptions: { size_ois: 163 } });
    act(() => void result.current.close());
    expect(result.current.editMode).toBeNull();
    dispose();
  });
});
