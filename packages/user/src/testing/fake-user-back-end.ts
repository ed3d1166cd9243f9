import type { FetchLike } from "@shop/sync-queue";
import type { Customer } from "../customer.schemas";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (result: unknown, meta?: Record<string, unknown>) => json({ code: 200, result, ...(meta && { meta }) });
const error = (code: number, message: string) => json({ code, result: { message, errors: [] } }, code);

export interface FakeUserBackEndOptions {
  /** The one account: e-mail and password. */
  email?: string;
  password?: string;
  /** How many orders the history holds. */
  orders?: number;
  /** Token lifetime in ms from the fake's clock (`now`). */
  tokenLifetimeMs?: number;
  now?: () => number;
}

/**
 * An in-process back end of the customer endpoints for tests and stories (one account; tokens
 * `token-N`, refresh tokens `refresh-N`): login, refresh, me (GET/POST), order history,
 * addresses, passwords, newsletter. `calls` lists what was asked (method and path), `expire()`
 * makes the current token refused (401) so the queue refreshes it.
 */
export function createFakeUserBackEnd(options: FakeUserBackEndOptions = {}) {
  const email = options.email ?? "jan@example.com";
  let password = options.password ?? "Secret123!";
  const now = options.now ?? (() => Date.now());
  const lifetime = options.tokenLifetimeMs ?? 3_600_000;
  let issued = 0;
  let liveToken: string | null = null;
  let refreshToken: string | null = null;
  const calls: string[] = [];
  const bodies: unknown[] = [];
  let subscribed = false;
  let customer: Customer = {
    id: 1,
    email,
    firstname: "Jan",
    lastname: "Jansen",
    group_id: 1,
    addresses: [{ address_id: 7, firstname: "Jan", lastname: "Jansen", street: ["Damrak", "12 A"], city: "Amsterdam", postcode: "1012 LG", country_id: "NL", is_default: "1", address_type: "DELIVERY" }],
  };
  const orders = Array.from({ length: options.orders ?? 3 }, (_, index) => ({
    entity_id: index + 1,
    increment_id: String(100000001 + index).padStart(9, "0"),
    created_at: "2026-01-01 10:00:00",
    status: "pending",
    order_currency_code: "EUR",
    subtotal_incl_tax: 10,
    shipping_incl_tax: 0,
    tax_amount: 1.74,
    discount_amount: 0,
    grand_total: 10,
    total_qty_ordered: 1,
    items: [],
  }));
  const session = () => {
    issued += 1;
    liveToken = `token-${issued}`;
    refreshToken = `refresh-${issued}`;
    return ok(liveToken, { refreshToken, session_expires: new Date(now() + lifetime).toISOString() });
  };

  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const path = url.pathname.replace(/^\/api\/ext\/[^/]+/, "");
    calls.push(`${method} ${path}`);
    const body: Record<string, unknown> = typeof init.body === "string" && init.body !== "" ? JSON.parse(init.body) : {};
    bodies.push(body);
    const token = url.searchParams.get("token") ?? new Headers(init.headers).get("authorization")?.replace(/^Bearer /, "") ?? null;
    const authorized = token !== null && token === liveToken;
    if (path === "/login" && method === "POST") {
      return body.username === email && body.password === password ? session() : error(401, "You did not sign in correctly or your account is temporarily disabled.");
    }
    if (path === "/refresh") return body.refreshToken === refreshToken ? session() : error(401, "Error refreshing user token. User is not authorized to access the resource");
    if (path === "/create") {
      customer = { ...customer, email: String((body.customer as { email: string }).email) };
      return ok(customer);
    }
    if (path === "/reset-password") return ok(true);
    if (path === "/create-password") {
      if (body.resetToken !== "reset-1") return error(400, "The password token is mismatched. Reset and try again.");
      password = String(body.newPassword);
      return ok(true);
    }
    if (path === "/subscribe") {
      if (method === "GET") return ok(subscribed ? "subscribed" : "unsubscribed");
      subscribed = method === "POST";
      return ok(subscribed ? { contact_id: "c-1", email_exists: false } : "unsubscribed");
    }
    if (!authorized) return error(401, "The consumer isn't authorized to access %resources.");
    if (path === "/me" && method === "GET") return ok(customer);
    if (path === "/me" && method === "POST") {
      const sent = body.customer as Partial<Customer>;
      if (sent.email === "taken@example.com") return error(500, "A customer with the same email address already exists in an associated website.");
      customer = { ...customer, ...(sent.firstname && { firstname: sent.firstname }), ...(sent.lastname && { lastname: sent.lastname }), ...(sent.email && { email: sent.email }) };
      if (sent.addresses) customer.addresses = sent.addresses.map((address, index) => ({ ...address, address_id: address.address_id ?? 100 + index, is_default: address.is_default ?? "0", address_type: address.address_type ?? "DELIVERY" }));
      return ok(customer);
    }
    if (path === "/order-history") {
      const pageSize = Number(url.searchParams.get("pageSize"));
      const page = Number(url.searchParams.get("currentPage"));
      return ok({ items: orders.slice((page - 1) * pageSize, page * pageSize), total_count: orders.length, search_criteria: { page_size: pageSize, current_page: page } });
    }
    if (path === "/change-password") {
      if (body.currentPassword !== password) return error(400, "The password doesn't match this account. Verify the password and try again.");
      password = String(body.newPassword);
      return ok(true);
    }
    if (path === "/address" && method === "GET") return ok(customer.addresses);
    if (path === "/address" && method === "DELETE") {
      customer = { ...customer, addresses: customer.addresses.filter((address) => address.address_id !== body.address_id) };
      return ok(true);
    }
    return error(404, `No route for ${method} ${path}`);
  };

  return {
    fetch,
    calls,
    bodies,
    customer: () => customer,
    /** The current token is refused from now on (its session token expired on the server). */
    expire: () => void (liveToken = `expired-${issued}`),
  };
}
