import { randomBytes } from "node:crypto";
import type { StoreView } from "@shop/core";
import type { SessionCustomer } from "../auth/tokens";
import { stockRows, stockShortfall, type StockRow } from "../catalog/stock-overlay";
import { one, type Database, type Queryable } from "../db/database";
import { badRequest, forbidden, notFound, unauthorized } from "../http/errors";
import { NOT_AVAILABLE, qtyNotAvailable, type CartItemRow, type PricedLine, type ResolvedLine } from "./cart-lines";
import { lineMaximum } from "./rules/line-maximum";
import { INVALID_QUERY } from "../http/validation";

export interface CartRow {
  id: number;
  token: string;
  customer_id: number | null;
  store_code: string;
  coupon_code: string | null;
  discount_codes: string[];
  shipping_address: { country_id: string } & Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method: string | null;
}

/** An unguessable cart id: a guest's cart is reachable by nothing else. */
export const newCartToken = () => randomBytes(16).toString("hex");

/**
 * A new cart; a customer's active cart when they have one. One active cart per customer is a
 * unique index, so concurrent creates meet there and all answer the one cart.
 */
export async function createCart(db: Queryable, customerId: number | null, storeCode: string): Promise<string> {
  if (customerId === null) {
    const token = newCartToken();
    await db.query("INSERT INTO cart (token, store_code) VALUES ($1, $2)", [token, storeCode]);
    return token;
  }
  // The active cart may be closed (an order) between a conflict and our read: then try again.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const [active] = await db.query<{ token: string }>("SELECT token FROM cart WHERE customer_id = $1 AND is_active", [customerId]);
    if (active !== undefined) return active.token;
    const [created] = await db.query<{ token: string }>(
      "INSERT INTO cart (token, customer_id, store_code) VALUES ($1, $2, $3) ON CONFLICT (customer_id) WHERE is_active DO NOTHING RETURNING token",
      [newCartToken(), customerId, storeCode],
    );
    if (created !== undefined) return created.token;
  }
  throw new Error(`customer ${customerId}: no active cart after three tries`);
}

/**
 * The cart of `cartId`, if the caller may use it: a guest cart by its id alone, a
 * customer's cart only with that customer's token (401 without a token, 403 with another's).
 */
export async function loadCart(db: Queryable, cartId: string | undefined, customer: SessionCustomer | undefined): Promise<CartRow> {
  if (cartId === undefined || cartId.length === 0) throw badRequest(INVALID_QUERY, [{ path: "cartId", message: "cartId is required" }]);
  const [cart] = await db.query<CartRow & { is_active: boolean }>("SELECT * FROM cart WHERE token = $1", [cartId]);
  if (cart === undefined || !cart.is_active) throw notFound(`No such entity with cartId = ${cartId}`);
  if (cart.customer_id !== null) {
    if (customer === undefined) throw unauthorized("This cart belongs to a customer: send the customer's token.");
    if (customer.id !== cart.customer_id) throw forbidden("This cart belongs to another customer.");
  }
  return cart;
}

/** The 404 of a cart line that is not (or no longer) in the cart, at its field. */
export const itemNotFound = (itemId: number) => notFound(`The cart doesn't contain the item ${itemId}`, [{ path: "cartItem.item_id", message: "no such item in this cart" }]);

/**
 * Runs `work` in one transaction that first locks the cart's row (`FOR NO KEY UPDATE`: inserting a
 * line, whose foreign key takes only `FOR KEY SHARE`, is not blocked) and hands it over as it is
 * now. Every writer of a cart (its lines, its coupon, discounts and methods, the order that closes
 * it) takes this lock before any other row of the cart, and reads what it decides on under it:
 * writers of one cart take turns, in one lock order (README "Lock order"). A cart an order closed
 * meanwhile is 404, as `loadCart` answers it.
 */
export function withCartLock<T>(db: Database, cart: Pick<CartRow, "id" | "token">, work: (tx: Queryable, locked: CartRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id);
    if (locked === undefined) throw notFound(`No such entity with cartId = ${cart.token}`);
    return work(tx, locked);
  });
}

/** The cart's row under the lock every cart writer takes first (`withCartLock`); undefined once closed. */
export async function lockCart(tx: Queryable, cartId: number): Promise<CartRow | undefined> {
  const [locked] = await tx.query<CartRow & { is_active: boolean }>("SELECT * FROM cart WHERE id = $1 FOR NO KEY UPDATE", [cartId]);
  return locked?.is_active ? locked : undefined;
}

export const cartItems = (db: Queryable, cartId: number) =>
  db.query<CartItemRow>("SELECT id, sku, parent_sku, qty, product_option FROM cart_item WHERE cart_id = $1 ORDER BY id", [cartId]);

/** Magento's refusal of a line above the most a shopper may buy. */
const mostYouMayPurchase = (max: number) => `The most you may purchase is ${max}.`;

/** Refuses a line quantity above the most one line may hold (`lineMaximum`), at `cartItem.qty`: cart updates and orders alike. */
export function assertLineMaximum(rows: Map<string, StockRow>, line: Pick<ResolvedLine, "stockSkus">, qty: number): void {
  const most = lineMaximum(line.stockSkus, (sku) => rows.get(sku)?.max_sale_qty);
  if (qty > most) throw badRequest(mostYouMayPurchase(most), [{ path: "cartItem.qty", message: `at most ${most}` }]);
}

/**
 * Refuses a line quantity above the line maximum, or one the stock cannot give (not managed:
 * only the out-of-stock flag counts).
 */
export async function assertSalable(db: Queryable, view: StoreView, line: Pick<ResolvedLine, "stockSkus">, qty: number): Promise<void> {
  const rows = await stockRows(db, line.stockSkus.map((entry) => entry.sku));
  assertLineMaximum(rows, line, qty);
  for (const entry of line.stockSkus) {
    const row = rows.get(entry.sku);
    if (row === undefined) continue;
    const shortfall = stockShortfall(row, qty * entry.qtyPerUnit);
    if (shortfall === "out") throw badRequest(NOT_AVAILABLE, [{ path: "cartItem.qty", message: `${entry.sku} is out of stock` }]);
    if (shortfall === "qty") throw badRequest(qtyNotAvailable(view.storeCode), [{ path: "cartItem.qty", message: `only ${row.qty} of ${entry.sku} available` }]);
  }
}

export const serverItemOf = (cart: CartRow, priced: PricedLine) => ({
  item_id: priced.item.id,
  sku: priced.item.sku,
  qty: priced.item.qty,
  name: priced.name,
  price: priced.unitPriceInclTax,
  product_type: priced.productType,
  quote_id: cart.token,
  ...(priced.item.product_option === null ? {} : { product_option: priced.item.product_option }),
});

export async function saveItem(db: Queryable, cart: CartRow, line: ResolvedLine, qty: number, itemId: number | undefined): Promise<CartItemRow> {
  const option = line.productOption === null ? null : JSON.stringify(line.productOption);
  const [row] =
    itemId === undefined
      ? await db.query<CartItemRow>("INSERT INTO cart_item (cart_id, sku, parent_sku, qty, product_option) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, sku, parent_sku, qty, product_option", [cart.id, line.sku, line.parentSku, qty, option])
      : await db.query<CartItemRow>("UPDATE cart_item SET sku = $3, parent_sku = $4, qty = $5, product_option = $6::jsonb WHERE id = $1 AND cart_id = $2 RETURNING id, sku, parent_sku, qty, product_option", [itemId, cart.id, line.sku, line.parentSku, qty, option]);
  await db.query("UPDATE cart SET updated_at = now() WHERE id = $1", [cart.id]);
  return one([row].filter((entry) => entry !== undefined), `cart item of cart ${cart.id}`);
}
