import type { OrderReply, OrderRequest } from "@shop/checkout";
import { calendarDayIn, type StoreView } from "@shop/core";
import type { FieldError } from "@shop/sync-queue";
import { docsForRequests, qtyNotAvailable, resolveLine, type CartItemRow, type ProductDocs, type ResolvedLine } from "../cart/cart-lines";
import { assertLineMaximum, lockCart } from "../cart/cart-store";
import { lineKey } from "../cart/line-key";
import { COUPON_NOT_VALID, groupIdFor, quoteTotals, requirePaymentMethod } from "../cart/quote";
import { compositesTaking, refreshCompositeStock } from "../catalog/composite-stock";
import { lockStockRows, stockRows } from "../catalog/stock-overlay";
import { isUniqueViolation, type Database, type Queryable } from "../db/database";

/** The customer create endpoint's message, for an e-mail that has an account. */
export const EMAIL_TAKEN = "A customer with the same email address already exists in an associated website.";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors";

interface PlaceOrderInput {
  order: OrderRequest;
  view: StoreView;
  customer: { id: number; groupId: number } | undefined;
  /** A guest's order that creates the customer (checkout's createAccount): the password's hash. */
  account?: { passwordHash: string } | undefined;
  defaultGroupId: number;
  now: Date;
}

/** A cart line's refusal as the order's: `cartItem.x` becomes `products.{index}.x`; one without a field names the sku. */
function orderLineErrors(error: HttpError, index: number): FieldError[] {
  const errors = typeof error.result === "string" ? [] : (error.result.errors ?? []);
  if (errors.length === 0) return [{ path: `products.${index}.sku`, message: error.message }];
  return errors.map((entry) => ({ ...entry, path: entry.path.replace(/^cartItem\./, `products.${index}.`) }));
}

/** Runs a cart line's check for order line `index`: its refusal becomes the order's (`orderLineErrors`). */
function asOrderLine<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof HttpError) throw badRequest(error.message, orderLineErrors(error, index));
    throw error;
  }
}

/** The configurable a sku is a child of (a configurable line's sku, or a bundle's chosen link), if any. */
export function parentSkuOf(docs: ProductDocs, sku: string): string | undefined {
  const parentSku = docs.get(sku)?.parentSku;
  return typeof parentSku === "string" ? parentSku : undefined;
}

/** The order's lines as one cart would hold them (same sku and options merged, `lineKey`), each with its summed qty and its last line's index. */
function mergedLines(lines: readonly (ResolvedLine & { qty: number })[]): { line: ResolvedLine; qty: number; lastIndex: number }[] {
  const merged = new Map<string, { line: ResolvedLine; qty: number; lastIndex: number }>();
  lines.forEach((line, index) => {
    const key = lineKey(line.sku, line.productOption);
    const before = merged.get(key);
    merged.set(key, { line, qty: (before?.qty ?? 0) + line.qty, lastIndex: index });
  });
  return [...merged.values()];
}

/** The stored body's record of the stock rows the order took (`[{sku, qty}]`): what a failed payment gives back. */
export const STOCK_TAKEN_KEY = "stock_taken";

const TOTAL_CHANGED = "The order total has changed. Please review your cart.";

/**
 * The stored reply of an order placed before with this order_id, if its customer may see it, or if the body is the
 * one stored (the same order resent under another identity: a guest's held order sent after the shopper logged in).
 */
async function replayed(db: Queryable, order: OrderRequest, customerId: number | null): Promise<OrderReply | undefined> {
  const { account: _account, ...body } = order;
  const [previous] = await db.query<{ reply: OrderReply; customer_id: number | null; account_created: boolean; same_body: boolean }>(
    `SELECT reply, customer_id, coalesce((body->>'account_created')::boolean, false) AS account_created, (body - 'account_created' - '${STOCK_TAKEN_KEY}') = $2::jsonb AS same_body
     FROM sales_order WHERE order_id = $1`,
    [order.order_id, JSON.stringify(body)],
  );
  if (previous === undefined) return undefined;
  // A guest's order that created its customer is the guest's replay (the guest has no token of that customer yet).
  const sameShopper = previous.customer_id === customerId || (customerId === null && previous.account_created);
  // Whoever sends the very body placed knows every detail of it already: the reply tells them only its number.
  if (!sameShopper && !previous.same_body) throw new HttpError(409, "This order_id is already used by another order.");
  return previous.reply;
}

/**
 * An order's cart must be open: an order closes it, so a second order naming it (a checkout sent
 * twice under two order ids) is refused, not placed again with the cart's discounts. A replay under
 * the same order id is answered as the replay it is (idempotent), not refused.
 */
const cartNotFound = (cartId: string) => notFound(`No such entity with cartId = ${cartId}`, [{ path: "cart_id", message: "no open cart with this id" }]);

/**
 * Places an order (POST /api/order): prices it server side, checks the methods and the
 * total the shopper saw, then in one transaction records it under its order_id (a replay
 * returns the first placement's reply), takes the stock (refusing what is not there) and
 * closes the cart.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<{ reply: OrderReply; replayed: boolean }> {
  const { order, view, customer } = input;
  const customerId = customer?.id ?? null;
  const earlier = await replayed(db, order, customerId);
  if (earlier !== undefined) return { reply: earlier, replayed: true };

  const info = order.addressInformation;
  const docs = await docsForRequests(db, view, order.products.map((product) => product.sku));
  const resolved = order.products.map((product, index): ResolvedLine & { qty: number } =>
    asOrderLine(index, () => ({ ...resolveLine(docs, product.sku, product.product_option), qty: product.qty })),
  );
  // The line maximum the cart enforces holds for an order too (it may name lines no cart held), on
  // lines as the cart would merge them: split lines of one sku and options count together.
  const stockSkus = [...new Set(resolved.flatMap((line) => line.stockSkus.map((entry) => entry.sku)))];
  const limits = await stockRows(db, stockSkus);
  for (const merged of mergedLines(resolved)) asOrderLine(merged.lastIndex, () => assertLineMaximum(limits, merged.line, merged.qty));
  const items: CartItemRow[] = resolved.map((line, index) => ({ id: index + 1, sku: line.sku, parent_sku: line.parentSku, qty: line.qty, product_option: line.productOption }));
  const cart = order.cart_id === undefined ? undefined : (await db.query<{ id: number; customer_id: number | null }>("SELECT id, customer_id FROM cart WHERE token = $1", [order.cart_id]))[0];
  if (order.cart_id !== undefined && cart === undefined) throw cartNotFound(order.cart_id);
  if (cart !== undefined && cart.customer_id !== null && cart.customer_id !== customerId) throw forbidden("This cart belongs to another customer.");

  const parents = new Set(resolved.flatMap((line) => line.stockSkus.flatMap((entry) => parentSkuOf(docs, entry.sku) ?? [])));
  const composites = await compositesTaking(db, view, [...stockSkus, ...parents], docs);
  return db.transaction(async (tx) => {
    // The cart first, as every writer of a cart takes it (withCartLock; README "Lock order"), and
    // priced on its codes as they are under that lock: a discount removed or added by a request that
    // answered before this order closes the cart counts as that request left it. Line edits of this
    // cart in flight finish first, later ones find it closed (404).
    const lockedCart = cart === undefined ? undefined : await lockCart(tx, cart.id);
    if (cart !== undefined && lockedCart === undefined) {
      // Closed by this order (a replay racing the first request) or by another (one cart checked out twice).
      const again = await replayed(tx, order, customerId);
      if (again !== undefined) return { reply: again, replayed: true };
      throw cartNotFound(order.cart_id ?? "");
    }
    const { lines, totals, coupon } = await quoteTotals(tx, {
      view,
      items,
      docs,
      groupId: groupIdFor(customer, input.defaultGroupId),
      countryId: info.shippingAddress.country_id,
      today: calendarDayIn(input.now, view.i18n.timeZone),
      shipping: { carrierCode: info.shipping_carrier_code, methodCode: info.shipping_method_code, required: { path: "addressInformation.shipping_method_code" } },
      couponCode: order.coupon_code ?? lockedCart?.coupon_code ?? null,
      discountCodes: lockedCart?.discount_codes ?? [],
    });
    requirePaymentMethod(info.payment_method_code, "addressInformation.payment_method_code");
    // A coupon that is not active counts for nothing, in the cart and here alike; the total check
    // below tells a shopper who saw it count. Without a total, nothing shows they agreed to pay without it.
    if (order.coupon_code !== undefined && coupon === undefined && order.totals === undefined) throw badRequest(COUPON_NOT_VALID, [{ path: "coupon_code", message: "not a valid coupon" }]);
    if (order.totals !== undefined && Math.abs(order.totals.grand_total - totals.grand_total) > 0.005) {
      throw badRequest(TOTAL_CHANGED, [{ path: "totals.grand_total", message: `the order total is ${totals.grand_total.toFixed(2)}` }]);
    }
    // The guest's account (checkout's createAccount): created with the order, in its transaction.
    let orderCustomerId = customerId;
    if (input.account !== undefined && customer === undefined) {
      const billing = info.billingAddress;
      try {
        const [row] = await tx.query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, store_id) VALUES ($1, $2, $3, $4, $5) RETURNING id", [
          billing.email,
          billing.firstname,
          billing.lastname,
          input.account.passwordHash,
          view.storeId,
        ]);
        orderCustomerId = row?.id ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN, [{ path: "addressInformation.billingAddress.email", message: EMAIL_TAKEN }]);
        throw error;
      }
    }
    const { account: _account, ...kept } = order;
    const storedBody = orderCustomerId !== customerId ? { ...kept, account_created: true } : kept;
    const [created] = await tx.query<{ id: number; increment_id: string; created_at: Date }>(
      `INSERT INTO sales_order (increment_id, order_id, customer_id, email, store_code, currency_code, grand_total, totals, body, reply)
       VALUES (lpad(nextval('sales_order_number')::text, 9, '0'), $1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, '{}'::jsonb)
       ON CONFLICT (order_id) DO NOTHING RETURNING id, increment_id, created_at`,
      [order.order_id, orderCustomerId, info.billingAddress.email, view.storeCode, view.i18n.currencyCode, totals.grand_total, JSON.stringify(totals), JSON.stringify(storedBody)],
    );
    if (created === undefined) {
      // Placed meanwhile by a concurrent replay (PostgreSQL waits on the unique order_id).
      const again = await replayed(tx, order, customerId);
      if (again === undefined) throw new Error(`order ${order.order_id} conflicted but cannot be read`);
      return { reply: again, replayed: true };
    }
    // Every stock row the order writes (the lines' skus, their configurables, the bundles and grouped
    // products made of them), locked up front in sku order: two orders naming the same skus in another
    // order wait for each other, never deadlock, and a configurable's or composite's flag below is
    // computed after any other order that sold its parts.
    await lockStockRows(tx, [...stockSkus, ...parents, ...composites.composites.map((composite) => composite.sku)]);
    for (const [index, line] of resolved.entries()) {
      for (const entry of line.stockSkus) {
        const need = line.qty * entry.qtyPerUnit;
        // Not managed: the quantity is not counted, but an item flagged out of stock is not sold.
        const taken = await tx.query(
          `UPDATE stock_item SET qty = CASE WHEN manage_stock THEN qty - $2 ELSE qty END,
             is_in_stock = CASE WHEN manage_stock THEN qty - $2 > 0 ELSE is_in_stock END, updated_at = now()
           WHERE sku = $1 AND is_in_stock AND (NOT manage_stock OR qty >= $2) RETURNING sku`,
          [entry.sku, need],
        );
        if (taken.length === 0) {
          throw badRequest(qtyNotAvailable(view.storeCode), [{ path: `products.${index}.qty`, message: `not enough stock of ${entry.sku}` }]);
        }
      }
    }
    // What was taken, row by row, recorded with the order: a failed payment gives back exactly this, whatever the
    // catalogue says by then (a bundle's parts or a line's product changed since). Kept beside the body it came from.
    const takenRows = new Map<string, number>();
    for (const line of resolved) for (const entry of line.stockSkus) takenRows.set(entry.sku, (takenRows.get(entry.sku) ?? 0) + line.qty * entry.qtyPerUnit);
    await tx.query(`UPDATE sales_order SET body = jsonb_set(body, '{${STOCK_TAKEN_KEY}}', $2::jsonb) WHERE id = $1`, [
      created.id,
      JSON.stringify([...takenRows].map(([sku, qty]) => ({ sku, qty }))),
    ]);
    // The configurables of the lines' skus, also one whose child was sold through a bundle.
    await refreshConfigurableStock(tx, parents, view);
    // Composites last: every part's row (a configurable's too) is written by now.
    await refreshCompositeStock(tx, composites);
    for (const [index, line] of lines.entries()) {
      const row = totals.items[index];
      if (row === undefined) throw new Error(`order ${order.order_id}: no totals for line ${index}`);
      await tx.query("INSERT INTO sales_order_item (order_id, sku, name, product_type, qty, price_incl_tax, row_total_incl_tax) VALUES ($1, $2, $3, $4, $5, $6, $7)", [
        created.id,
        line.item.sku,
        line.name,
        line.productType,
        line.item.qty,
        row.price_incl_tax,
        row.row_total_incl_tax,
      ]);
    }
    if (cart !== undefined) await tx.query("UPDATE cart SET is_active = false, updated_at = now() WHERE id = $1", [cart.id]);
    const reply: OrderReply = {
      order_id: order.order_id,
      orderNumber: created.increment_id,
      backendOrderId: String(created.id),
      status: "pending",
      created_at: new Date(created.created_at).toISOString(),
      grand_total: totals.grand_total,
    };
    await tx.query("UPDATE sales_order SET reply = $2::jsonb WHERE id = $1", [created.id, JSON.stringify(reply)]);
    return { reply, replayed: false };
  });
}

/**
 * A configurable is in stock while one of its enabled children is (every parent in one statement).
 * Status is compared as jsonb, not cast: a cast would fail on a document whose status is not a
 * number, as the evaluation order is not ours.
 */
export async function refreshConfigurableStock(tx: Queryable, parents: ReadonlySet<string>, view: StoreView): Promise<void> {
  if (parents.size === 0) return;
  await tx.query(
    `UPDATE stock_item parent SET is_in_stock = EXISTS (
       SELECT 1 FROM catalog_document d, stock_item child
       WHERE d.index_name = $2 AND d.entity_type = 'product' AND d.doc->>'parentSku' = parent.sku AND d.doc->'status' = '1'::jsonb
         AND child.sku = d.sku AND child.is_in_stock), updated_at = now()
     WHERE parent.sku = ANY($1::text[])`,
    [[...parents], view.search.index],
  );
}
