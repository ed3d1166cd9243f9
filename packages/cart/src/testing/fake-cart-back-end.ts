import type { ProductOption } from "@shop/catalog-pricing";
import type { FetchLike } from "@shop/sync-queue";

const envelope = (result: unknown, code = 200) => new Response(JSON.stringify({ code, result }), { status: code, headers: { "content-type": "application/json" } });
const refusal = (code: number, message: string) => envelope({ message }, code);

/** The totals the fake answers for `qty` items worth `amount` (also a fixture for tests of totals). */
export const totalsOf = (qty: number, amount: number) => ({
  grand_total: amount,
  subtotal: amount,
  subtotal_incl_tax: amount,
  discount_amount: 0,
  tax_amount: 0,
  shipping_amount: 0,
  shipping_incl_tax: 0,
  quote_currency_code: "EUR",
  items_qty: qty,
  items: [],
  total_segments: [
    { code: "subtotal", title: "Subtotal", value: amount },
    { code: "grand_total", title: "Grand Total", value: amount },
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

/** One line of a fake server cart. */
export interface FakeCartLine {
  item_id: number;
  sku: string;
  qty: number;
  product_option?: ProductOption;
}

/** One fake server cart: a guest's (`customer` null) or a customer's (their token). */
export interface FakeCart {
  id: string;
  customer: string | null;
  lines: FakeCartLine[];
}

export interface FakeCartBackEndOptions {
  /** Customers' carts that exist before the test: customer token → lines (`item_id` given here). */
  customerCarts?: Record<string, { sku: string; qty: number; product_option?: ProductOption }[]>;
  /** The most one line of a sku may hold; more is refused (400 "The requested qty is not available"). */
  maxQty?: Record<string, number>;
  /** Unit prices by sku (default €10). */
  prices?: Record<string, number>;
}

export interface FakeCartBackEnd {
  /** The `fetch` to give the sync queue (`createCartTestStore({ fetch })`). */
  fetch: FetchLike;
  /** Every call, "METHOD /path". */
  calls: string[];
  /** The lines of the cart created last (a new guest cart, or the customer's), by sku. */
  readonly lines: Map<string, { item_id: number; qty: number }>;
  /** Every cart by id (gone ones are deleted from it). */
  carts: Map<string, FakeCart>;
  /** The customer's active cart, if any. */
  cartOf(customerToken: string): FakeCart | undefined;
  /** Drops a cart: its calls then answer 404 "No such entity with cartId = …" (a deleted quote). */
  dropCart(cartId: string): void;
  /** While true every call fails without an answer (`fetch` rejects): the network is down. */
  unreachable: boolean;
  /** While true every call is handled but its answer is lost (`fetch` rejects after the change was made). */
  losingReplies: boolean;
  /** Awaited before a call is handled and before its answer is given (to interleave calls in tests). */
  latency: (() => Promise<void>) | undefined;
  /** Calls being handled now. */
  readonly inFlight: number;
}

/** The identity of a server line as the reference api keeps it: sku plus the options' choice (labels aside). */
function lineKeyOf(sku: string, option: ProductOption | undefined): string {
  const attributes = option?.extension_attributes;
  const pairs = (list: readonly { option_id: string | number; option_value: string | number }[] | undefined) =>
    (list ?? []).map((entry) => `${String(entry.option_id)}=${String(entry.option_value).trim()}`).filter((entry) => !entry.endsWith("=")).sort();
  return JSON.stringify([sku, pairs(attributes?.configurable_item_options), pairs(attributes?.custom_options)]);
}

/** What the reference api keeps of a sent option: the (id, value) choices only. */
function canonicalOption(option: ProductOption | undefined): ProductOption | undefined {
  const attributes = option?.extension_attributes;
  if (!attributes) return undefined;
  const strip = (list: readonly { option_id: string | number; option_value: string | number }[] | undefined) => list?.map(({ option_id, option_value }) => ({ option_id, option_value }));
  const configurable = strip(attributes.configurable_item_options);
  const custom = strip(attributes.custom_options);
  if (!configurable?.length && !custom?.length) return undefined;
  return { extension_attributes: { ...(configurable?.length && { configurable_item_options: configurable }), ...(custom?.length && { custom_options: custom }) } } as ProductOption;
}

/**
 * An in-process back end for the cart's calls, with the reference api's cart semantics: guest
 * carts (a new one per create) and one active cart per customer (found by the customer token,
 * bearer header or `token` query parameter; a customer's cart answers 401 without it); lines by
 * sku and options; `update` sets the line's quantity with an item id and adds to a same line
 * without one; an unknown item id or cart answers 404 ("No such entity with cartId" for a gone
 * cart); every product in stock at €10 unless `options` say otherwise; two shipping methods of
 * which one is unavailable; no coupon valid. Faults for tests: `unreachable`, `losingReplies`, `dropCart`,
 * `maxQty` (refused quantities) and `latency`. Enough for hook tests, the calls-per-add
 * benchmark and the cart's model-based test without a server.
 */
export function createFakeCartBackEnd(options: FakeCartBackEndOptions = {}): FakeCartBackEnd {
  const carts = new Map<string, FakeCart>();
  const calls: string[] = [];
  let nextId = 1;
  let nextCart = 1;
  let lastCreated: FakeCart | undefined;
  let inFlight = 0;
  for (const [customer, lines] of Object.entries(options.customerCarts ?? {})) {
    const id = `customer-${nextCart++}`;
    carts.set(id, { id, customer, lines: lines.map((line) => ({ ...line, item_id: nextId++ })) });
  }
  const priceOf = (sku: string) => options.prices?.[sku] ?? 10;
  const cartOf = (customer: string) => [...carts.values()].find((cart) => cart.customer === customer);
  const item = (cart: FakeCart, line: FakeCartLine) => ({
    item_id: line.item_id,
    sku: line.sku,
    qty: line.qty,
    name: line.sku,
    price: priceOf(line.sku),
    product_type: line.product_option?.extension_attributes?.configurable_item_options ? "configurable" : "simple",
    quote_id: cart.id,
    ...(line.product_option && { product_option: line.product_option }),
  });

  const handle = (url: URL, method: string, headers: Headers, body: unknown): Response => {
    const { pathname, searchParams } = url;
    const bearer = headers.get("authorization")?.replace(/^Bearer\s+/i, "");
    const customer = bearer ?? searchParams.get("token") ?? null;
    if (pathname.endsWith("/stock/check")) return envelope({ product_id: 1, sku: searchParams.get("sku"), is_in_stock: true, qty: 1000 });
    if (pathname.endsWith("/cart/create")) {
      let cart = customer ? cartOf(customer) : undefined;
      if (!cart) {
        const id = nextCart === 1 && !customer ? "cart-1" : `${customer ? "customer" : "cart"}-${nextCart}`;
        nextCart += 1;
        cart = { id, customer, lines: [] };
        carts.set(id, cart);
      }
      lastCreated = cart;
      return envelope(cart.id);
    }
    const cartId = searchParams.get("cartId") ?? "";
    const cart = carts.get(cartId);
    if (!cart) return refusal(404, `No such entity with cartId = ${cartId}`);
    if (cart.customer !== null && customer !== cart.customer) return refusal(customer ? 403 : 401, "This cart belongs to a customer: send the customer's token.");
    const cartItem = (body as { cartItem?: { sku: string; qty: number; quoteId: string; item_id?: number; product_option?: ProductOption } } | undefined)?.cartItem;
    if (cartItem && cartItem.quoteId !== cart.id) return refusal(400, "cartItem.quoteId must be the cartId of the request");
    if (pathname.endsWith("/cart/pull")) return envelope(cart.lines.map((line) => item(cart, line)));
    if (pathname.endsWith("/cart/update") && cartItem) {
      const existing = cartItem.item_id === undefined ? undefined : cart.lines.find((line) => line.item_id === cartItem.item_id);
      if (cartItem.item_id !== undefined && !existing) return refusal(404, `The cart doesn't contain the item ${cartItem.item_id}`);
      const option = canonicalOption(cartItem.product_option) ?? existing?.product_option;
      const key = lineKeyOf(cartItem.sku, option);
      // As the api: without item_id the quantity joins a same line; with it the line is set (an
      // edit that makes it a copy of another line merges into that one).
      const same = cart.lines.find((line) => line !== existing && lineKeyOf(line.sku, line.product_option) === key);
      const qty = cartItem.qty + (same?.qty ?? 0);
      if (qty > (options.maxQty?.[cartItem.sku] ?? Infinity)) return refusal(400, "The requested qty is not available");
      let saved = same ?? existing;
      if (saved) saved.qty = qty;
      else {
        saved = { item_id: nextId++, sku: cartItem.sku, qty, ...(option && { product_option: option }) };
        cart.lines.push(saved);
      }
      if (same && existing) cart.lines = cart.lines.filter((line) => line !== existing);
      return envelope(item(cart, saved));
    }
    if (pathname.endsWith("/cart/delete") && cartItem) {
      const before = cart.lines.length;
      cart.lines = cart.lines.filter((line) => line.item_id !== cartItem.item_id);
      return cart.lines.length === before ? refusal(404, `The cart doesn't contain the item ${cartItem.item_id}`) : envelope(true);
    }
    if (pathname.endsWith("/cart/totals")) {
      const qty = cart.lines.reduce((sum, line) => sum + line.qty, 0);
      return envelope(totalsOf(qty, cart.lines.reduce((sum, line) => sum + line.qty * priceOf(line.sku), 0)));
    }
    if (pathname.endsWith("/cart/payment-methods")) return envelope([{ code: "card", title: "Card" }, { code: "cashondelivery", title: "Cash on delivery" }]);
    if (pathname.endsWith("/cart/shipping-methods")) return envelope([shippingMethod("flatrate", true), shippingMethod("express", false)]);
    return envelope(null, 404);
  };

  const backEnd: FakeCartBackEnd = {
    calls,
    carts,
    cartOf,
    unreachable: false,
    losingReplies: false,
    latency: undefined,
    get inFlight() {
      return inFlight;
    },
    get lines() {
      return new Map((lastCreated?.lines ?? []).map((line) => [line.sku, { item_id: line.item_id, qty: line.qty }]));
    },
    dropCart(cartId) {
      carts.delete(cartId);
    },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url.pathname.replace(/^\/api\/ext\/[^/]+/, "")}`);
      inFlight += 1;
      try {
        await backEnd.latency?.();
        if (backEnd.unreachable) throw new TypeError("fetch failed");
        const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
        const reply = handle(url, method, new Headers(init?.headers as HeadersInit | undefined), body);
        await backEnd.latency?.();
        if (backEnd.losingReplies) throw new TypeError("fetch failed");
        return reply;
      } finally {
        inFlight -= 1;
      }
    },
  };
  return backEnd;
}
