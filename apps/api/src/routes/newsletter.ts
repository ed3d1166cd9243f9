import { randomUUID } from "node:crypto";
import { NEWSLETTER_EMAIL_MESSAGE, newsletterSubscribeRequestSchema } from "@shop/cms";
import { Hono, type Context } from "hono";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { optionalJsonBody, parseOrThrow } from "../http/validation";
import type { Services } from "../services";

/** Newsletter at /api/ext/{newsletter}/subscribe (commerce-core.md §7; presentation-content.md §7). */
export function newsletterRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<ShopEnv>();

  /** The e-mail from the JSON body, else from the query (GET, and POST with ?email). */
  const emailOf = async (c: Context<ShopEnv>) => {
    const body = c.req.method === "GET" ? undefined : await optionalJsonBody(c);
    const fromBody = typeof body === "object" && body !== null && "email" in body ? body.email : undefined;
    const email = typeof fromBody === "string" ? fromBody : (c.req.query("email") ?? "");
    return parseOrThrow(newsletterSubscribeRequestSchema, { email }, NEWSLETTER_EMAIL_MESSAGE).email.toLowerCase();
  };

  app.get("/subscribe", async (c) => {
    const email = await emailOf(c);
    const [row] = await db.query<{ status: string }>("SELECT status FROM newsletter_subscriber WHERE email = $1", [email]);
    return ok(c, row?.status === "subscribed" ? "subscribed" : "unsubscribed");
  });

  app.post("/subscribe", async (c) => {
    const email = await emailOf(c);
    const [previous] = await db.query<{ status: string; contact_id: string }>("SELECT status, contact_id FROM newsletter_subscriber WHERE email = $1", [email]);
    const contactId = previous?.contact_id ?? `contact-${randomUUID()}`;
    await db.query(
      `INSERT INTO newsletter_subscriber (email, contact_id, status) VALUES ($1, $2, 'subscribed')
       ON CONFLICT (email) DO UPDATE SET status = 'subscribed', updated_at = now()`,
      [email, contactId],
    );
    return ok(c, { contact_id: contactId, email_exists: previous?.status === "subscribed" });
  });

  app.delete("/subscribe", async (c) => {
    const email = await emailOf(c);
    await db.query("UPDATE newsletter_subscriber SET status = 'unsubscribed', updated_at = now() WHERE email = $1", [email]);
    return ok(c, "unsubscribed");
  });

  return app;
}
