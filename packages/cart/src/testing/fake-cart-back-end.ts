import type { FetchLike } from "@shop/sync-queue";

const envelope = (result: unknown, code = 200) => new Response(JSON.stringify({ code, result }), { status: code, headers: { "content-type": "application/json" } });

/** The totals the fake answers for `qty` items at `price` (also a fixture for tests of totals). */
export const totalsOf = (qty: number, price: number) => ({
  grand_total: qty * price,
  subtotal: qty * price,
  subtotal_incl_tax: qty * price,
  discount_amount: 0,
  tax_amount: 0,
  shipping_amount: 0,
  shipping_incl_tax: 0,
  quote_currency_code: "EUR",
  items_qty: qty,
  items: [],
  total_segments: [
    { code: "subtotal", title: "Subtotal", value: qty * price },
    { code: "grand_total", title: "Grand Total", value: qty * price },
  ],
});

const shippingMethod = (code: string, available: boolean) => ({
  carrier_code: code,
  method_code: code,
  carrier_title: code,
  method_title: code,
  amount: 4.95,
  price_excl_tax: 4.09,
  price_incl_tax: 4.95,
  available,
  error_message: available ? "" : "Not available",
});

export interface FakeCartBackEnd {
  /** The `fetch` to give the sync queue (`createCartTestStore({ fetch })`). */
  fetch: FetchLike;
  /** Every call, "METHOD /path". */
  calls: string[];
  /** The one server cart's lines by sku. */
  lines: Map<string, { item_id: number; qty: number }>;
}

/**
 * An in-process back end for the cart's calls (one cart, lines by sku, every product in stock
 * at €10, two shipping methods of which one is unavailable, no coupon valid): enough for hook
 * tests and the calls-per-add benchmark without a server. `update` sets the line's quantity as
 * the reference api does with an item id; without one it adds to a same line, as it does.
 */
export function createFakeCartBackEnd(): FakeCartBackEnd {
  const lines = new Map<string, { item_id: number; qty: number }>();
  const calls: string[] = [];
  let nextId = 1;
  const item = (sku: string, line: { item_id: number; qty: number }) => ({ ...line, sku, name: sku, price: 10, product_type: "simple", quote_id: "cart-1" });
  const fetch: FetchLike = async (url, init) => {
    const { pathname } = new URL(url);
    const method = init.method ?? "GET";
    calls.push(`${method} ${pathname.replace(/^\/api\/ext\/[^/]+/, "")}`);
    if (pathname.endsWith("/stock/check")) return envelope({ product_id: 1, sku: new URL(url).searchParams.get("sku"), is_in_stock: true, qty: 1000 });
    if (pathname.endsWith("/cart/create")) return envelope("cart-1");
    if (pathname.endsWith("/cart/pull")) return envelope([...lines].map(([sku, line]) => item(sku, line)));
    if (pathname.endsWith("/cart/update")) {
      const { cartItem } = JSON.parse(String(init.body)) as { cartItem: { sku: string; qty: number; item_id?: number } };
      const line = lines.get(cartItem.sku) ?? { item_id: nextId++, qty: 0 };
      line.qty = cartItem.item_id === undefined ? line.qty + cartItem.qty : cartItem.qty;
      lines.set(cartItem.sku, line);
      return envelope(item(cartItem.sku, line));
    }
    if (pathname.endsWith("/cart/delete")) {
      const { cartItem } = JSON.parse(String(init.body)) as { cartItem: { item_id: number } };
      for (const [sku, line] of lines) if (line.item_id === cartItem.item_id) lines.delete(sku);
      return envelope(true);
    }
    if (pathname.endsWith("/cart/totals")) return envelope(totalsOf([...lines.values()].reduce((sum, line) => sum + line.qty, 0), 10));
    if (pathname.endsWith("/cart/payment-methods")) return envelope([{ code: "card", title: "Card" }, { code: "cashondelivery", title: "Cash on delivery" }]);
    if (pathname.endsWith("/cart/shipping-methods")) return envelope([shippingMethod("flatrate", true), shippingMethod("express", false)]);
    if (pathname.endsWith("/cart/apply-coupon")) return envelope(null, 404);
    return envelope(null, 404);
  };
  return { fetch, calls, lines };
}
