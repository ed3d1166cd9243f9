import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-item";
import {
  cartCleared,
  cartSlice,
  editModeChanged,
  editModeClosed,
  editModeOpened,
  initialCartState,
  itemAdded,
  itemQtyChanged,
  itemsOfSkuRemoved,
  minicartToggled,
  nonConfirmedItemsRemoved,
  serverTokenSet,
  type CartState,
} from "./cart.slice";
import { lineIdentity, optionsChecksum } from "./rules/line-identity";

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) => actions.reduce(cartSlice.reducer, state);
const size = (value: number) => ({ extension_attributes: { configurable_item_options: [{ option_id: 142, option_value: value }] } });
const item = (sku: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({ sku, qty, name: sku, type_id: "simple", checksum: optionsChecksum(extra.product_option), ...extra });

// commerce-core.md §4 "Cart mutations".
describe("cart mutations (commerce-core.md §4)", () => {
  it("add: the same variant joins its line (previous quantity kept), another variant is a new line", () => {
    const state = reduce(initialCartState, itemAdded(item("SH-L", 1, { product_option: size(163) })), itemAdded(item("SH-L", 2, { product_option: size(163) })), itemAdded(item("SH-L", 1, { product_option: size(164) })));
    expect(state.cartItems.map(({ qty, prev_qty }) => ({ qty, prev_qty }))).toEqual([{ qty: 3, prev_qty: 1 }, { qty: 1, prev_qty: undefined }]);
  });

  it("update: sets the quantity and keeps the previous one; the same quantity changes nothing", () => {
    const added = reduce(initialCartState, itemAdded(item("A", 2)));
    const identity = lineIdentity(item("A", 2));
    const changed = reduce(added, itemQtyChanged({ identity, qty: 5 }));
    expect(changed.cartItems[0]).toMatchObject({ qty: 5, prev_qty: 2 });
    expect(reduce(changed, itemQtyChanged({ identity, qty: 5 }))).toBe(changed);
  });

  it("remove by sku: also its children, except for a bundle's", () => {
    const lines = [item("SH", 1, { type_id: "configurable" }), item("SH-L", 1, { parentSku: "SH" }), item("GIFT-BOX", 1, { type_id: "bundle" }), item("TIE", 1, { parentSku: "GIFT-BOX" })];
    const state = reduce(initialCartState, ...lines.map((line) => itemAdded(line)));
    expect(reduce(state, itemsOfSkuRemoved({ sku: "SH" })).cartItems.map((line) => line.sku)).toEqual(["GIFT-BOX", "TIE"]);
    expect(reduce(state, itemsOfSkuRemoved({ sku: "GIFT-BOX", typeId: "bundle" })).cartItems.map((line) => line.sku)).toEqual(["SH", "SH-L", "TIE"]);
  });

  it("delete non-confirmed: drops the lines the server never confirmed", () => {
    const state = reduce(initialCartState, itemAdded(item("A", 1, { server_item_id: 4 })), itemAdded(item("B", 1)));
    expect(reduce(state, nonConfirmedItemsRemoved()).cartItems.map((line) => line.sku)).toEqual(["A"]);
  });

  it("server token: a guest fallback is flagged; disconnecting forgets the last sync", () => {
    const synced = { ...initialCartState, cartServerLastSyncDate: 5 };
    expect(reduce(synced, serverTokenSet("g-1", true))).toMatchObject({ cartServerToken: "g-1", cartServerGuest: true, cartServerLastSyncDate: 5 });
    expect(reduce(synced, serverTokenSet(null))).toMatchObject({ cartServerToken: null, cartServerGuest: false, cartServerLastSyncDate: null });
  });

  it("mini cart toggles, or opens and closes as asked", () => {
    expect(reduce(initialCartState, minicartToggled(undefined)).isMicrocartOpen).toBe(true);
    expect(reduce(initialCartState, minicartToggled(false)).isMicrocartOpen).toBe(false);
  });

  it("edit mode (presentation-content.md §4): entered with product id, quantity and options, changed while on, left with close", () => {
    const open = reduce(initialCartState, editModeOpened({ productId: 7, qty: 1, selectedOptions: { size_ois: 163 } }), editModeChanged({ qty: 2 }), editModeChanged({ selectedOptions: { size_ois: 164 } }));
    expect(open.editMode).toEqual({ productId: 7, qty: 2, selectedOptions: { size_ois: 164 } });
    expect(reduce(open, editModeClosed()).editMode).toBeNull();
    expect(reduce(initialCartState, editModeChanged({ qty: 3 })).editMode).toBeNull();
  });

  it("clear cart: lines, totals, coupon and methods go; the server cart is the thunk's to end", () => {
    const full = { ...reduce(initialCartState, itemAdded(item("A", 1))), couponCode: "WELCOME10", cartServerToken: "c-1" };
    expect(reduce(full, cartCleared())).toMatchObject({ cartItems: [], couponCode: null, platformTotals: null, cartServerToken: "c-1" });
  });
});
