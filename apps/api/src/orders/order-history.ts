import type { Queryable } from "../db/database";

interface OrderRow {
  id: number;
  increment_id: string;
  status: string;
  currency_code: string;
  created_at: Date;
  totals: {
    subtotal_incl_tax: number;
    shipping_incl_tax: number;
    tax_amount: number;
    discount_amount: number;
    grand_total: number;
    items_qty: number;
  };
  body: { addressInformation: { shipping_carrier_code: string; shipping_method_code: string; payment_method_code: string; billingAddress: unknown; shippingAddress: unknown } };
  total: number;
}

interface OrderItemRow {
  id: number;
  order_id: number;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
}

/** A page of the customer's orders, newest first (commerce-core.md §7 order-history; defaults 20, 1). */
export async function orderHistoryPage(db: Queryable, customerId: number, pageSize: number, currentPage: number) {
  const orders = await db.query<OrderRow>(
    `SELECT id, increment_id, status, currency_code, created_at, totals, body, count(*) OVER ()::int AS total
     FROM sales_order WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [customerId, pageSize, (currentPage - 1) * pageSize],
  );
  const total = orders[0]?.total ?? (await db.query<{ total: number }>("SELECT count(*)::int AS total FROM sales_order WHERE customer_id = $1", [customerId]))[0]?.total ?? 0;
  return {
    items: await entriesOf(db, orders),
    total_count: total,
    search_criteria: { page_size: pageSize, current_page: currentPage },
  };
}

/** The orders with their lines, as the history shows them. */
async function entriesOf(db: Queryable, orders: OrderRow[]) {
  const items = orders.length === 0 ? [] : await db.query<OrderItemRow>("SELECT * FROM sales_order_item WHERE order_id = ANY($1::int[]) ORDER BY id", [orders.map((order) => order.id)]);
  return orders.map((order) => ({
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: new Date(order.created_at).toISOString(),
    status: order.status,
    order_currency_code: order.currency_code,
    subtotal_incl_tax: order.totals.subtotal_incl_tax,
    shipping_incl_tax: order.totals.shipping_incl_tax,
    tax_amount: order.totals.tax_amount,
    discount_amount: order.totals.discount_amount,
    grand_total: order.totals.grand_total,
    total_qty_ordered: order.totals.items_qty,
    shipping_description: `${order.body.addressInformation.shipping_carrier_code} - ${order.body.addressInformation.shipping_method_code}`,
    payment: { method: order.body.addressInformation.payment_method_code },
    billing_address: order.body.addressInformation.billingAddress,
    shipping_address: order.body.addressInformation.shippingAddress,
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({ item_id: item.id, sku: item.sku, name: item.name, qty_ordered: item.qty, price_incl_tax: item.price_incl_tax, row_total_incl_tax: item.row_total_incl_tax, product_type: item.product_type })),
  }));
}

/** One order of the customer's by increment_id; undefined for an unknown one and for another customer's alike. */
export async function customerOrder(db: Queryable, customerId: number, incrementId: string) {
  const orders = await db.query<OrderRow>(
    "SELECT id, increment_id, status, currency_code, created_at, totals, body, 1 AS total FROM sales_order WHERE customer_id = $1 AND increment_id = $2",
    [customerId, incrementId],
  );
  return (await entriesOf(db, orders))[0];
}
