import { productChangeTags } from "../changes/change-feed";
import { orderRequestSchema } from "@shop/checkout";
import { Hono } from "hono";
import { hashPassword } from "../auth/password";
import { optionalCustomer } from "../http/customer-auth";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { forbidden, unauthorized } from "../http/errors";
import { validate } from "../http/validation";
import { placeOrder } from "../orders/place-order";
import { sendOrderConfirmation } from "../orders/order-mail";
import { storeViewOf, type Services } from "../services";

export function orderRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<ShopEnv>();

  /** POST /api/order: idempotent on the body's order_id (and on the Idempotency-Key header, see the middleware). */
  app.post("/api/order", validate("json", orderRequestSchema), async (c) => {
    const order = c.req.valid("json");
    const customer = optionalCustomer(c);
    if (order.user_id !== undefined) {
      if (customer === undefined) throw unauthorized("An order for a customer needs the customer's token.");
      if (Number(order.user_id) !== customer.id) throw forbidden("You may place orders only for yourself.");
    }
    const view = storeViewOf(config, order.store_code, "store_code");
    // createAccount is a guest's: a customer's order ignores it. Hashed before the order's transaction.
    const account = order.account !== undefined && customer === undefined ? { passwordHash: await hashPassword(order.account.password) } : undefined;
    const { reply, replayed } = await placeOrder(db, { order, view, customer, account, defaultGroupId: config.shop.tax.defaultUserGroupId, now: services.now() });
    if (replayed) c.header("Idempotent-Replayed", "true");
    else {
      // Stock changed: the product pages and listings showing these products are stale now.
      services.changes.publish(productChangeTags(order.products.map((product) => product.sku)));
      await sendOrderConfirmation(services, { to: order.addressInformation.billingAddress.email, reply, currency: view.i18n.currencyCode });
    }
    return ok(c, reply);
  });

  return app;
}
