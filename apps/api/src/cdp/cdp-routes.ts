import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { parseJsonBody, validate } from "../http/validation";
import type { Services } from "../services";

/** Where the customer-data platform's simulator lives on the api's host (`ShopConfig.cms.cdpUrl` null). */
export const CDP_PATH = "/cdp/v1";

const attributeValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
/** PATCH body: the changed attributes (at most 20; keys are attribute names). */
const patchSchema = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/), attributeValue).refine((body) => Object.keys(body).length <= 20, "at most 20 attributes");
const contactIdParam = z.string().regex(/^[a-zA-Z0-9-]{1,80}$/);

interface ContactRow {
  contact_id: string;
  favstore: string | null;
  favbrand: string | null;
}

/**
 * The customer-data platform (presentation-content.md §7, §6 "Customer-data contact: contactId;
 * enriched data favstore and favbrand"), simulated: the contact id of a customer by its
 * external_id (`customKey`: the customer's id), the contact's overview and its PATCH update.
 * Replies are the api's `{code, result}` envelope; an unknown contact is a 404.
 */
export function cdpRoutes(services: Services) {
  const { db } = services;
  const app = new Hono<ShopEnv>();
  // Outside /api/*: its own small body limit (a PATCH holds a few attributes).
  app.use("*", bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ code: 413, result: "The request body is too large." }, 413) }));

  /** A customer the platform has not seen becomes a contact at its first look-up (its newsletter contact id when subscribed). */
  async function contactOfCustomer(externalId: string): Promise<string | null> {
    const [known] = await db.query<{ contact_id: string }>("SELECT contact_id FROM cdp_contact WHERE external_id = $1", [externalId]);
    if (known) return known.contact_id;
    if (!/^\d{1,9}$/.test(externalId)) return null;
    const [customer] = await db.query<{ email: string }>("SELECT email FROM customer WHERE id = $1", [Number(externalId)]);
    if (!customer) return null;
    const [subscriber] = await db.query<{ contact_id: string }>("SELECT contact_id FROM newsletter_subscriber WHERE email = $1", [customer.email.toLowerCase()]);
    const contactId = subscriber?.contact_id ?? `contact-${randomUUID()}`;
    await db.query(
      `INSERT INTO cdp_contact (contact_id, external_id, email) VALUES ($1, $2, $3)
       ON CONFLICT (contact_id) DO UPDATE SET external_id = EXCLUDED.external_id, email = EXCLUDED.email`,
      [contactId, externalId, customer.email.toLowerCase()],
    );
    return contactId;
  }

  /** A newsletter contact (contact_id of the subscribe reply) the platform has no row for yet gets one. */
  async function contactRow(contactId: string): Promise<ContactRow | undefined> {
    const [row] = await db.query<ContactRow>("SELECT contact_id, favstore, favbrand FROM cdp_contact WHERE contact_id = $1", [contactId]);
    if (row) return row;
    const [subscriber] = await db.query<{ email: string }>("SELECT email FROM newsletter_subscriber WHERE contact_id = $1", [contactId]);
    if (!subscriber) return undefined;
    await db.query("INSERT INTO cdp_contact (contact_id, email) VALUES ($1, $2) ON CONFLICT (contact_id) DO NOTHING", [contactId, subscriber.email]);
    return { contact_id: contactId, favstore: null, favbrand: null };
  }

  app.get("/contacts/id", validate("query", z.object({ customKey: z.string().min(1).max(80) })), async (c) => {
    const contactId = await contactOfCustomer(c.req.valid("query").customKey);
    if (contactId === null) throw notFound("No contact for this external_id");
    return ok(c, contactId);
  });

  app.get("/contacts/:contactId/overview", async (c) => {
    const id = contactIdParam.safeParse(c.req.param("contactId"));
    const row = id.success ? await contactRow(id.data) : undefined;
    if (!row) throw notFound("No such contact");
    return ok(c, { favstore: row.favstore, favbrand: row.favbrand });
  });

  app.patch("/contacts/:contactId", async (c) => {
    const id = contactIdParam.safeParse(c.req.param("contactId"));
    const row = id.success ? await contactRow(id.data) : undefined;
    if (!row || !id.success) throw notFound("No such contact");
    const changes = await parseJsonBody(c, patchSchema);
    const { favstore, favbrand, ...others } = changes;
    const text = (value: unknown, previous: string | null) => (value === undefined ? previous : value === null ? null : String(value));
    const [updated] = await db.query<ContactRow>(
      `UPDATE cdp_contact SET favstore = $2, favbrand = $3, attributes = attributes || $4::jsonb, updated_at = now()
       WHERE contact_id = $1 RETURNING contact_id, favstore, favbrand`,
      [id.data, text(favstore, row.favstore), text(favbrand, row.favbrand), JSON.stringify(others)],
    );
    return ok(c, { favstore: updated?.favstore ?? null, favbrand: updated?.favbrand ?? null });
  });

  return app;
}
