import { listingFiltersFromQuery, serviceQuerySchema, type ListingFilter, type NotificationType, type ServiceQuery } from "@shop/search";
import type { StoreView } from "@shop/core";
import type { Queryable } from "../db/database";
import type { Services } from "../services";

/** A request the service refuses: 400 (or 404) with `{error: {message, errors}}` (serviceErrorSchema). */
export class ServiceRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export interface ServiceCall {
  query: ServiceQuery;
  filters: Record<string, ListingFilter>;
  view: StoreView;
}

/**
 * The store view of a service locale: the view whose language it speaks (en-GB, which the client
 * sends for en-US, is the English view; presentation-content.md §7). An unknown language is a 400.
 */
export function storeViewOfLocale(services: Services, locale: string): StoreView {
  const language = locale.slice(0, 2).toLowerCase();
  const views = Object.values(services.config.shop.storeViews.views);
  const view = views.find((entry) => entry.i18n.defaultLocale === locale) ?? views.find((entry) => entry.i18n.defaultLocale.slice(0, 2).toLowerCase() === language);
  if (view === undefined) throw new ServiceRequestError(`No store view speaks the locale "${locale}".`, 400, [{ path: "locale", message: "unknown locale" }]);
  return view;
}

/** Reads the query of a call (serviceQuerySchema and the f. filters). */
export function readCall(services: Services, url: URL): ServiceCall {
  const raw = Object.fromEntries([...url.searchParams.entries()].filter(([name]) => !name.startsWith("f.")));
  const parsed = serviceQuerySchema.safeParse(raw);
  if (!parsed.success) {
    throw new ServiceRequestError(
      "The query parameters are not valid.",
      400,
      parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    );
  }
  return { query: parsed.data, filters: listingFiltersFromQuery(url.searchParams.entries()), view: storeViewOfLocale(services, parsed.data.locale) };
}

/** Tracks a visitor: its session key, the customer key it last came with, when and how often (§3 "a session id and a customer id"). */
export async function trackVisitor(db: Queryable, query: ServiceQuery, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO search_visitor (session_key, customer_key, first_seen, last_seen) VALUES ($1, $2, $3, $3)
     ON CONFLICT (session_key) DO UPDATE SET customer_key = EXCLUDED.customer_key, last_seen = EXCLUDED.last_seen, requests = search_visitor.requests + 1`,
    [query.sessionKey, query.customerKey, now.toISOString()],
  );
}

/** Records a notification (§7 "POST notification by type (add-to-cart, click, end) with body of ticket or productKey"). */
export async function recordNotification(db: Queryable, type: NotificationType, body: { ticket?: string; productKey?: string }, query: ServiceQuery, now: Date): Promise<void> {
  await db.query(
    "INSERT INTO search_notification (type, ticket, product_key, session_key, customer_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [type, body.ticket ?? null, body.productKey ?? null, query.sessionKey, query.customerKey, now.toISOString()],
  );
}

export interface VisitorRecord {
  sessionKey: string;
  customerKey: string;
  requests: number;
  notifications: { type: NotificationType; ticket: string | null; productKey: string | null; customerKey: string }[];
}

/** What the service knows of a session (the simulator's developer view, for tests and demos). */
export async function visitorRecord(db: Queryable, sessionKey: string): Promise<VisitorRecord | undefined> {
  const [visitor] = await db.query<{ customer_key: string; requests: number }>("SELECT customer_key, requests FROM search_visitor WHERE session_key = $1", [sessionKey]);
  if (visitor === undefined) return undefined;
  const notifications = await db.query<{ type: NotificationType; ticket: string | null; product_key: string | null; customer_key: string }>(
    "SELECT type, ticket, product_key, customer_key FROM search_notification WHERE session_key = $1 ORDER BY id",
    [sessionKey],
  );
  return {
    sessionKey,
    customerKey: visitor.customer_key,
    requests: visitor.requests,
    notifications: notifications.map((row) => ({ type: row.type, ticket: row.ticket, productKey: row.product_key, customerKey: row.customer_key })),
  };
}
