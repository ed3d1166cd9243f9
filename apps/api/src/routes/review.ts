import { reviewCreateRequestSchema } from "@shop/catalog-pricing";
import { Hono } from "hono";
import { z } from "zod";
import { INT4_MAX, one } from "../db/database";
import { optionalCustomer } from "../http/customer-auth";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { forbidden, notFound } from "../http/errors";
import { validate, withRowIdCaps } from "../http/validation";
import { productById } from "../catalog/products";
import { storeViewOf, type Services } from "../services";

/** The product and customer ids capped at the database's integer (the package's schema makes them positive). */
const reviewRequestSchema = withRowIdCaps(
  reviewCreateRequestSchema,
  z.object({ review: z.object({ product_id: z.number().max(INT4_MAX), customer_id: z.number().max(INT4_MAX).nullable().optional() }) }),
);

export function reviewRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<ShopEnv>();

  /** POST /api/review/create: stored as pending (2) until a moderator approves it. */
  app.post("/api/review/create", validate("json", reviewRequestSchema), async (c) => {
    const { review } = c.req.valid("json");
    const customer = optionalCustomer(c);
    if (review.customer_id != null && review.customer_id !== customer?.id) throw forbidden("You may write reviews only as yourself.");
    const view = storeViewOf(config, c.req.query("storeCode"));
    if ((await productById(db, view, review.product_id)) === undefined) throw notFound(`No such product: ${review.product_id}`);
    const row = one(await db.query<{ id: number; created_at: Date }>(
      "INSERT INTO review (product_id, store_code, title, detail, nickname, customer_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at",
      [review.product_id, view.storeCode, review.title, review.detail, review.nickname, customer?.id ?? null],
    ), "new review");
    return ok(c, { id: row.id, product_id: review.product_id, title: review.title, detail: review.detail, nickname: review.nickname, review_status: 2, customer_id: customer?.id ?? null, created_at: new Date(row.created_at).toISOString() });
  });

  return app;
}
