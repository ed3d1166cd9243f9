import {
  applyCouponRequestSchema,
  applyDiscountRequestSchema,
  cartItemDeleteRequestSchema,
  cartItemUpdateRequestSchema,
  collectTotalsRequestSchema,
  deleteDiscountRequestSchema,
  shippingInformationRequestSchema,
  shippingMethodsRequestSchema,
} from "@shop/cart";
import { calendarDayIn } from "@shop/core";
import { REQUIRED_MESSAGE } from "@shop/user";
import { Hono, type Context } from "hono";
import { docsForItems, docsForRequests, priceLines, resolveLine } from "../cart/cart-lines";
import { assertSalable, cartItems, createCart, itemNotFound, loadCart, saveItem, serverItemOf, withCartLock, type CartRow } from "../cart/cart-store";
import { sameLine } from "../cart/line-key";
import { activeCoupon, COUPON_NOT_VALID, discountsByCode, groupIdFor, quoteTotals, requirePaymentMethod, subtotalInclTax, type QuoteRequest } from "../cart/quote";
import { estimateShippingMethods, PAYMENT_METHODS } from "../cart/shipping-methods";
import { one } from "../db/database";
import { optionalCustomer } from "../http/customer-auth";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { badRequest, notFound } from "../http/errors";
import { INVALID_BODY, INVALID_REQUEST, parseJsonBody, rowIdSchema, validate } from "../http/validation";
import { storeViewOf, taxCountryFor, type Services } from "../services";

// Item ids are capped at the database's integer (rowIdSchema).
const updateRequestSchema = cartItemUpdateRequestSchema.extend({ cartItem: cartItemUpdateRequestSchema.shape.cartItem.extend({ item_id: rowIdSchema.optional() }) });
const deleteRequestSchema = cartItemDeleteRequestSchema.extend({ cartItem: cartItemDeleteRequestSchema.shape.cartItem.extend({ item_id: rowIdSchema }) });

/** The cart endpoints of commerce-core.md §7: /api/ext/{ext}/cart/*, with token and cartId. */
export function cartRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<ShopEnv>();

  /** The cart of the request (`cartId`, and the token for a customer's), its store view, the prices' group and destination. */
  const context = async (c: Context<ShopEnv>) => {
    const customer = optionalCustomer(c);
    const cart = await loadCart(db, c.req.query("cartId"), customer);
    const view = storeViewOf(config, cart.store_code);
    const countryId = cart.shipping_address?.country_id ?? taxCountryFor(config, view);
    return { cart, view, countryId, groupId: groupIdFor(customer, config.shop.tax.defaultUserGroupId), today: calendarDayIn(services.now(), view.i18n.timeZone) };
  };
  type CartContext = Awaited<ReturnType<typeof context>>;
  /** The cart's items with the catalogue documents that price them. */
  const itemsWithDocs = async ({ cart, view }: CartContext) => {
    const items = await cartItems(db, cart.id);
    return { items, docs: await docsForItems(db, view, items) };
  };
  /** The cart's totals request: its items, its destination, the method, coupon and discounts stored on it. */
  const cartQuote = async (ctx: CartContext): Promise<QuoteRequest> => {
    const { cart } = ctx;
    const { items, docs } = await itemsWithDocs(ctx);
    return {
      view: ctx.view,
      items,
      docs,
      groupId: ctx.groupId,
      countryId: ctx.countryId,
      today: ctx.today,
      shipping: cart.shipping_carrier_code === null || cart.shipping_method_code === null ? null : { carrierCode: cart.shipping_carrier_code, methodCode: cart.shipping_method_code, required: false },
      couponCode: cart.coupon_code,
      discountCodes: cart.discount_codes,
    };
  };
  /** A cart item body names the cart of the request. */
  const requireQuoteId = (quoteId: string, cart: CartRow) => {
    if (quoteId !== cart.token) throw badRequest(INVALID_BODY, [{ path: "cartItem.quoteId", message: "must be the cartId of the request" }]);
  };

  app.post("/create", async (c) => {
    const customer = optionalCustomer(c);
    const view = storeViewOf(config, c.req.query("storeCode"));
    // A guest cart's id is its only key: like a token, it is not stored for an Idempotency-Key replay.
    c.set("secretReply", true);
    return ok(c, await createCart(db, customer?.id ?? null, view.storeCode));
  });

  app.get("/pull", async (c) => {
    const ctx = await context(c);
    const { items, docs } = await itemsWithDocs(ctx);
    return ok(c, priceLines(docs, items, ctx.groupId, ctx.countryId, ctx.today).map((line) => serverItemOf(ctx.cart, line)));
  });

  app.post("/update", validate("json", updateRequestSchema), async (c) => {
    const { cartItem } = c.req.valid("json");
    const { cart, view, groupId, countryId, today } = await context(c);
    requireQuoteId(cartItem.quoteId, cart);
    // One read of the documents serves resolving and pricing the line (documents do not change with carts).
    const docs = await docsForRequests(db, view, [cartItem.sku]);
    // Under the cart's lock, what decides the write is read fresh: the edited line, the line it
    // may merge into and their quantities. Concurrent edits of one cart take turns, so two edits
    // merging lines crosswise cannot deadlock, and an edited line merged away meanwhile is a 404.
    const saved = await withCartLock(db, cart, async (tx) => {
      const items = await cartItems(tx, cart.id);
      const existing = cartItem.item_id === undefined ? undefined : items.find((item) => item.id === cartItem.item_id);
      if (cartItem.item_id !== undefined && existing === undefined) throw itemNotFound(cartItem.item_id);
      const line = resolveLine(docs, cartItem.sku, cartItem.product_option ?? existing?.product_option ?? undefined);
      // Another line with the same sku and options: without item_id the quantity is added to it; with
      // item_id the edited line's quantity is set, and an edit that makes it a copy of another line
      // merges into that one (Magento's updateItem): the line maximum counts on the sum, one line stays.
      const same = items.find((item) => item.id !== existing?.id && sameLine(item, line));
      const qty = cartItem.qty + (same?.qty ?? 0);
      await assertSalable(tx, view, line, qty);
      const row = await saveItem(tx, cart, line, qty, (same ?? existing)?.id);
      if (same !== undefined && existing !== undefined) await tx.query("DELETE FROM cart_item WHERE id = $1 AND cart_id = $2", [existing.id, cart.id]);
      return row;
    });
    return ok(c, serverItemOf(cart, one(priceLines(docs, [saved], groupId, countryId, today), `priced item ${saved.id}`)));
  });

  app.post("/delete", validate("json", deleteRequestSchema), async (c) => {
    const { cartItem } = c.req.valid("json");
    const { cart } = await context(c);
    requireQuoteId(cartItem.quoteId, cart);
    await withCartLock(db, cart, async (tx) => {
      const deleted = await tx.query("DELETE FROM cart_item WHERE id = $1 AND cart_id = $2 RETURNING id", [cartItem.item_id, cart.id]);
      if (deleted.length === 0) throw itemNotFound(cartItem.item_id);
      await tx.query("UPDATE cart SET updated_at = now() WHERE id = $1", [cart.id]);
    });
    return ok(c, true);
  });

  app.get("/totals", async (c) => {
    return ok(c, (await quoteTotals(db, await cartQuote(await context(c)))).totals);
  });

  app.get("/payment-methods", async (c) => {
    await context(c);
    return ok(c, PAYMENT_METHODS);
  });

  app.post("/shipping-methods", validate("json", shippingMethodsRequestSchema), async (c) => {
    const { address } = c.req.valid("json");
    // Free shipping needs only the subtotal: no coupon, discounts or method.
    const ctx = await context(c);
    const { items, docs } = await itemsWithDocs(ctx);
    return ok(c, estimateShippingMethods(address.country_id, subtotalInclTax(priceLines(docs, items, ctx.groupId, address.country_id, ctx.today))));
  });

  app.post("/shipping-information", validate("json", shippingInformationRequestSchema), async (c) => {
    const { addressInformation: info } = c.req.valid("json");
    const ctx = await context(c);
    const { cart } = ctx;
    // Priced with the new address and method: a method that cannot ship there is refused before anything is stored.
    const { totals } = await quoteTotals(db, {
      ...(await cartQuote(ctx)),
      countryId: info.shippingAddress.country_id,
      shipping: { carrierCode: info.shipping_carrier_code, methodCode: info.shipping_method_code, required: { path: "addressInformation.shipping_method_code" } },
    });
    await withCartLock(db, cart, (tx) =>
      tx.query(
        "UPDATE cart SET shipping_address = $2::jsonb, billing_address = $3::jsonb, shipping_carrier_code = $4, shipping_method_code = $5, updated_at = now() WHERE id = $1",
        [cart.id, JSON.stringify(info.shippingAddress), JSON.stringify(info.billingAddress ?? info.shippingAddress), info.shipping_carrier_code, info.shipping_method_code],
      ),
    );
    return ok(c, { payment_methods: PAYMENT_METHODS, totals });
  });

  app.post("/collect-totals", validate("json", collectTotalsRequestSchema), async (c) => {
    const { methods } = c.req.valid("json");
    const ctx = await context(c);
    const { cart } = ctx;
    if (methods.paymentMethod !== undefined) requirePaymentMethod(methods.paymentMethod.method, "methods.paymentMethod.method");
    const quote = await cartQuote(ctx);
    // A new shipping method is priced for the cart's destination before anything is stored, as
    // shipping-information does: one that does not exist or cannot ship there is refused (400).
    const { shippingCarrierCode: carrierCode, shippingMethodCode: methodCode } = methods;
    const shipping = carrierCode === undefined || methodCode === undefined ? quote.shipping : { carrierCode, methodCode, required: { path: "methods.shippingMethodCode" } };
    const { totals } = await quoteTotals(db, { ...quote, shipping });
    await withCartLock(db, cart, (tx) =>
      tx.query(
        "UPDATE cart SET payment_method = COALESCE($2, payment_method), shipping_carrier_code = COALESCE($3, shipping_carrier_code), shipping_method_code = COALESCE($4, shipping_method_code), updated_at = now() WHERE id = $1",
        [cart.id, methods.paymentMethod?.method ?? null, carrierCode ?? null, methodCode ?? null],
      ),
    );
    return ok(c, totals);
  });

  app.post("/apply-coupon", async (c) => {
    const body = await parseJsonBody(c, applyCouponRequestSchema);
    const fromBody = Array.isArray(body.coupon) ? body.coupon[0] : body.coupon;
    const code = (c.req.query("coupon") ?? fromBody)?.trim();
    if (code === undefined || code.length === 0) throw badRequest(INVALID_REQUEST, [{ path: "coupon", message: REQUIRED_MESSAGE }]);
    const { cart } = await context(c);
    const coupon = await activeCoupon(db, code);
    if (coupon === undefined) throw notFound(COUPON_NOT_VALID);
    await withCartLock(db, cart, (tx) => tx.query("UPDATE cart SET coupon_code = $2, updated_at = now() WHERE id = $1", [cart.id, coupon.code]));
    return ok(c, true);
  });

  app.post("/delete-coupon", async (c) => {
    const { cart } = await context(c);
    await withCartLock(db, cart, (tx) => tx.query("UPDATE cart SET coupon_code = NULL, updated_at = now() WHERE id = $1", [cart.id]));
    return ok(c, true);
  });

  app.post("/apply-discount", validate("json", applyDiscountRequestSchema), async (c) => {
    const { discount } = c.req.valid("json");
    const { cart } = await context(c);
    const codes = discount.map((entry) => entry.code.toUpperCase());
    // The codes are added to the cart's codes as they are under its lock: concurrent adds all count.
    const discounts = await withCartLock(db, cart, async (tx, locked) => {
      const next = [...new Set([...locked.discount_codes, ...codes])];
      // One read answers both: are the new codes known, and what the cart's discounts become.
      const known = await discountsByCode(tx, next);
      if (codes.some((code) => !known.some((row) => row.code === code))) throw notFound("Not a valid discount code");
      await tx.query("UPDATE cart SET discount_codes = $2::jsonb, updated_at = now() WHERE id = $1", [cart.id, JSON.stringify(next)]);
      return known;
    });
    return ok(c, discounts);
  });

  app.post("/delete-discount", validate("json", deleteDiscountRequestSchema), async (c) => {
    const { discount } = c.req.valid("json");
    const { cart } = await context(c);
    const remove = new Set(discount.map((entry) => entry.code.toUpperCase()));
    const next = await withCartLock(db, cart, async (tx, locked) => {
      const kept = remove.size === 0 ? [] : locked.discount_codes.filter((code) => !remove.has(code));
      await tx.query("UPDATE cart SET discount_codes = $2::jsonb, updated_at = now() WHERE id = $1", [cart.id, JSON.stringify(kept)]);
      return kept;
    });
    return ok(c, await discountsByCode(db, next));
  });

  return app;
}
