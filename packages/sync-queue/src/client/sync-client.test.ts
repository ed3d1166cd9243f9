import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { isSyncTaskError, SyncTaskError } from "../errors/sync-task-error";
import { apiUrl, envelopeReply, errorReply } from "../testing/msw-replies";
import { createTestClient } from "../testing/test-sync-queue";
import type { SyncTask } from "../task/sync-task.schema";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stockSchema = z.object({ is_in_stock: z.boolean(), qty: z.number() });

/** Answers `reply` at `url` and keeps the text of each request body sent there. */
function keepSentBodies(route: typeof http.post, url: string, reply: unknown = true): string[] {
  const sent: string[] = [];
  server.use(
    route(url, async ({ request }) => {
      sent.push(await request.text());
      return envelopeReply(reply);
    }),
  );
  return sent;
}

describe("createSyncClient (typed results or typed errors; domain packages never call fetch)", () => {
  it("returns the parsed result, typed from the schema", async () => {
    const { client, config } = createTestClient();
    let seen: URL | undefined;
    server.use(
      http.get(apiUrl(config, "/api/stock/check"), ({ request }) => {
        seen = new URL(request.url);
        return envelopeReply({ is_in_stock: true, qty: 3 });
      }),
    );
    const stock = await client.get("/api/stock/check", { schema: stockSchema, query: { sku: "SH-1" } });
    expectTypeOf(stock).toEqualTypeOf<{ is_in_stock: boolean; qty: number }>();
    expect(stock).toEqual({ is_in_stock: true, qty: 3 });
    expect(seen?.searchParams.get("sku")).toBe("SH-1");
  });

  it("adds the token and cart id with auth and cart", async () => {
    const { client, config } = createTestClient({ tokens: { token: "tok", cartId: "cart-9" } });
    let seen: URL | undefined;
    server.use(
      http.post(apiUrl(config, "/api/ext/{ext}/cart/update"), ({ request }) => {
        seen = new URL(request.url);
        return envelopeReply({ item_id: 1 });
      }),
    );
    await client.post("/api/ext/{ext}/cart/update", { cartItem: { sku: "A", qty: 1 } }, { schema: z.object({ item_id: z.number() }), auth: true, cart: true });
    expect(seen?.pathname).toBe("/api/ext/shop/cart/update");
    expect(Object.fromEntries(seen!.searchParams)).toEqual({ cartId: "cart-9", token: "tok" });
  });

  it("a reply that does not match its schema is a clear error, not a crash", async () => {
    const { client, config } = createTestClient();
    server.use(http.get(apiUrl(config, "/api/stock/check"), () => envelopeReply({ is_in_stock: "yes", qty: 3 })));
    const failure = client.get("/api/stock/check", { schema: stockSchema, query: { sku: "A" } });
    await expect(failure).rejects.toBeInstanceOf(SyncTaskError);
    await expect(failure).rejects.toMatchObject({
      kind: "schema",
      issues: [{ path: "result.is_in_stock", message: "Invalid input: expected boolean, received string" }],
      message: expect.stringMatching(
        /^Reply of GET http:\/\/localhost:8787\/api\/stock\/check\?sku=A does not match its schema: result\.is_in_stock: Invalid input: expected boolean, received string$/,
      ),
    });
  });

  it("bareReply reads a search-engine reply (no envelope): the body is the result, the HTTP status its code", async () => {
    const { client, config } = createTestClient();
    const hitsSchema = z.object({ hits: z.object({ total: z.number() }) });
    server.use(
      http.get(apiUrl(config, "/api/catalog/idx/product/_search"), ({ request }) =>
        new URL(request.url).searchParams.get("size") === "0"
          ? HttpResponse.json({ error: { type: "parsing_exception", reason: "bad" }, status: 400 }, { status: 400 })
          : HttpResponse.json({ hits: { total: 3 } }),
      ),
    );
    await expect(client.get("/api/catalog/idx/product/_search", { schema: hitsSchema, bareReply: true })).resolves.toEqual({ hits: { total: 3 } });
    await expect(client.get("/api/catalog/idx/product/_search", { schema: hitsSchema })).rejects.toMatchObject({ kind: "wrong-format" });
    await expect(client.get("/api/catalog/idx/product/_search", { schema: hitsSchema, bareReply: true, silent: true, query: { size: 0 } })).rejects.toMatchObject({
      kind: "server",
      code: 400,
      result: { error: { type: "parsing_exception", reason: "bad" } },
    });
  });

  it("a non-200 code rejects with kind server, the server's message and field errors", async () => {
    const { client, config, queue } = createTestClient();
    const notifications: string[] = [];
    queue.events.on("notification", (input) => notifications.push(input.message));
    server.use(
      http.post(apiUrl(config, "/api/ext/{ext}/create"), () =>
        errorReply(400, "Invalid customer", { errors: [{ path: "customer.email", message: "Invalid email" }] }),
      ),
    );
    const failure = client.post("/api/ext/{ext}/create", { customer: {}, password: "x" }, { schema: z.unknown() });
    await expect(failure).rejects.toMatchObject({
      kind: "server",
      code: 400,
      message: "Invalid customer",
      serverMessage: "Invalid customer",
      fieldErrors: [{ path: "customer.email", message: "Invalid email" }],
    });
    expect(notifications).toEqual(["Invalid customer"]);
  });

  it.each([
    ["errors as a list of names", { message: "Invalid customer", errors: ["email"] }, "Invalid customer", [{ path: "", message: "email" }]],
    ["a null message next to errorMessage", { errorMessage: "Bad password", message: null }, "Bad password", []],
    ["errors shaped {field, message}", { message: "Invalid address", errors: [{ field: "postcode", message: "Required" }] }, "Invalid address", [{ path: "postcode", message: "Required" }]],
  ])("an error result with %s still gives serverMessage and the usable field errors (§8)", async (_case, result, message, fieldErrors) => {
    const { client, config } = createTestClient();
    server.use(http.post(apiUrl(config, "/api/ext/{ext}/create"), () => envelopeReply(result, { code: 400, status: 400 })));
    const failure = client.post("/api/ext/{ext}/create", {}, { schema: z.unknown(), silent: true });
    await expect(failure).rejects.toMatchObject({ kind: "server", code: 400, message, serverMessage: message, fieldErrors });
  });

  it("server and schema errors name the task: id, method and url template", async () => {
    const { client, config } = createTestClient();
    server.use(
      http.get(apiUrl(config, "/api/broken"), () => envelopeReply(42, { code: 500, status: 500 })),
      http.get(apiUrl(config, "/api/odd"), () => envelopeReply({ qty: "one" })),
    );
    const serverFailure: unknown = await client.get("/api/broken", { schema: z.unknown(), silent: true, auth: true }).catch((caught: unknown) => caught);
    expect(serverFailure).toMatchObject({ kind: "server", code: 500, serverMessage: undefined, fieldErrors: [], method: "GET" });
    const failed = serverFailure as SyncTaskError;
    expect(failed.url).toContain("token={{token}}");
    expect(failed.message).toBe(`GET ${failed.url} failed with result code 500`);
    expect(failed.taskId).toEqual(expect.any(String));
    const schemaFailure: unknown = await client.get("/api/odd", { schema: z.object({ qty: z.number() }) }).catch((caught: unknown) => caught);
    expect(schemaFailure).toMatchObject({ kind: "schema", method: "GET", url: expect.stringContaining("/api/odd"), taskId: expect.any(String) });
  });

  it("a silent call raises no notification", async () => {
    const { client, config, queue } = createTestClient();
    const notifications: string[] = [];
    queue.events.on("notification", (input) => notifications.push(input.message));
    server.use(http.get(apiUrl(config, "/api/x"), () => errorReply(404, "Not found")));
    await expect(client.get("/api/x", { schema: z.unknown(), silent: true })).rejects.toMatchObject({ kind: "server", code: 404 });
    expect(notifications).toEqual([]);
  });

  it.each([
    ["HTML", () => new HttpResponse("<p>down</p>", { headers: { "content-type": "text/html" } }), "bad-content-type"],
    ["an empty body", () => new HttpResponse("", { headers: { "content-type": "application/json" } }), "empty-response"],
    ["JSON that is not an envelope", () => HttpResponse.json({ is_in_stock: true }), "wrong-format"],
  ])("%s rejects with %s", async (_case, reply, kind) => {
    const { client, config } = createTestClient();
    server.use(http.get(apiUrl(config, "/api/x"), reply));
    const error: unknown = await client.get("/api/x", { schema: z.unknown() }).catch((caught: unknown) => caught);
    expect(isSyncTaskError(error, kind as "bad-content-type")).toBe(true);
  });

  it("request() gives meta as well (login's refresh token, user search's customer_exists)", async () => {
    const { client, config } = createTestClient();
    server.use(http.post(apiUrl(config, "/api/ext/{ext}/login"), () => envelopeReply("token-1", { meta: { refreshToken: "refresh-1" } })));
    const reply = await client.request({ method: "POST", path: "/api/ext/{ext}/login", body: { username: "a", password: "b" }, schema: z.string() });
    expect(reply).toMatchObject({ result: "token-1", meta: { refreshToken: "refresh-1" }, fromCache: false });
  });

  it("an offline GET of a cacheable call answers from the kept result", async () => {
    const { client, config, queue } = createTestClient();
    server.use(http.get(apiUrl(config, "/api/catalog"), () => envelopeReply({ is_in_stock: true, qty: 1 })));
    const options = { schema: stockSchema, cacheable: true, query: { q: "shirt" } };
    await client.get("/api/catalog", options);
    queue.setOnline(false, "browser");
    const reply = await client.request({ path: "/api/catalog", ...options });
    expect(reply).toMatchObject({ result: { is_in_stock: true, qty: 1 }, fromCache: true });
    await expect(client.get("/api/catalog", { ...options, query: { q: "other" } })).rejects.toMatchObject({ kind: "offline" });
    await expect(client.get("/api/catalog", { ...options, cacheable: false })).rejects.toMatchObject({ kind: "offline" });
  });

  // §4 "result kept if cacheable", §5 "non-200 result codes are failures": a failure is no result to keep.
  it("a failed reply never replaces the kept result: offline, the last good answer is given", async () => {
    const { client, config, queue } = createTestClient();
    let failing = false;
    server.use(http.get(apiUrl(config, "/api/catalog"), () => (failing ? errorReply(500, "Boom") : envelopeReply({ is_in_stock: true, qty: 1 }))));
    const options = { schema: stockSchema, cacheable: true, silent: true };
    await client.get("/api/catalog", options);
    failing = true;
    await expect(client.get("/api/catalog", options)).rejects.toMatchObject({ kind: "server", code: 500, serverMessage: "Boom" });
    queue.setOnline(false, "browser");
    await expect(client.request({ path: "/api/catalog", ...options })).resolves.toMatchObject({ result: { is_in_stock: true, qty: 1 }, fromCache: true });
  });

  it("a customer's cached private result is never the offline answer for another customer (§4 Logout clears user data)", async () => {
    const { client, config, queue, tokens } = createTestClient({ tokens: { token: "anna" } });
    server.use(http.get(apiUrl(config, "/api/ext/{ext}/me"), ({ request }) => envelopeReply({ email: `${new URL(request.url).searchParams.get("token")}@example.com` })));
    const me = { schema: z.object({ email: z.string() }), auth: true, cacheable: true };
    await client.get("/api/ext/{ext}/me", me);
    queue.setOnline(false, "browser");
    await expect(client.get("/api/ext/{ext}/me", me)).resolves.toEqual({ email: "anna@example.com" });

    tokens.setToken("bram"); // Anna logged out, Bram logged in on the same device
    await expect(client.get("/api/ext/{ext}/me", me)).rejects.toMatchObject({ kind: "offline" });
    tokens.setToken(null); // and a guest
    await expect(client.get("/api/ext/{ext}/me", me)).rejects.toMatchObject({ kind: "offline" });

    tokens.setToken("anna");
    await expect(client.get("/api/ext/{ext}/me", me)).resolves.toEqual({ email: "anna@example.com" });
    await queue.clearCachedResults(); // what logout calls
    await expect(client.get("/api/ext/{ext}/me", me)).rejects.toMatchObject({ kind: "offline" });
  });

  it("a session ended by a 401 with auto-refresh off forgets the cached results", async () => {
    const { client, config, queue } = createTestClient({ config: { user: { autoRefreshTokens: false } }, tokens: { token: "anna" } });
    let refuse = false;
    server.use(http.get(apiUrl(config, "/api/ext/{ext}/me"), () => (refuse ? errorReply(401, "expired") : envelopeReply({ email: "anna@example.com" }))));
    const me = { schema: z.object({ email: z.string() }), auth: true, cacheable: true };
    await client.get("/api/ext/{ext}/me", me);
    refuse = true;
    await expect(client.get("/api/ext/{ext}/me", { ...me, silent: true })).rejects.toMatchObject({ kind: "unauthorized" });
    queue.setOnline(false, "browser");
    await expect(client.get("/api/ext/{ext}/me", me)).rejects.toMatchObject({ kind: "offline" });
  });

  it("queue: true persists the call and resolves once it is sent", async () => {
    const { client, config, queue } = createTestClient({ online: false, tokens: { token: "t" } });
    server.use(http.post(apiUrl(config, "/api/ext/{ext}/me"), async ({ request }) => envelopeReply(await request.json())));
    const saved = client.post("/api/ext/{ext}/me", { firstname: "Jan" }, { schema: z.object({ firstname: z.string() }), auth: true, queue: true });
    await queue.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.pendingTasks()).toHaveLength(1);
    queue.setOnline(true, "browser");
    await expect(saved).resolves.toEqual({ firstname: "Jan" });
  });

  it("taskId is the task's id and its Idempotency-Key, queued or sent at once (an order's order_id)", async () => {
    const { client, config, queue } = createTestClient({ online: false });
    const keys: (string | null)[] = [];
    server.use(
      http.post(apiUrl(config, "/api/order"), ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return envelopeReply(true);
      }),
    );
    const queued = client.post("/api/order", { a: 1 }, { schema: z.literal(true), queue: true, taskId: "order-0001" });
    await queue.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.pendingTasks().map((task) => task.task_id)).toEqual(["order-0001"]);
    queue.setOnline(true, "browser");
    await expect(queued).resolves.toBe(true);
    await client.post("/api/order", { a: 1 }, { schema: z.literal(true), taskId: "order-0002" });
    expect(keys).toEqual(["order-0001", "order-0002"]);
  });

  it("a body with an optional field left undefined is sent as JSON.stringify sends it, and resolves (no TypeError)", async () => {
    const { client, config } = createTestClient();
    const sent = keepSentBodies(http.post, apiUrl(config, "/api/ext/{ext}/me"), { saved: true });
    // A type alias with an optional field: TypeScript takes it as the JSON body, `dob` present as undefined.
    type Profile = { firstname: string; dob?: string };
    const customer: Profile = { firstname: "A", dob: undefined };
    await expect(client.post("/api/ext/{ext}/me", { customer }, { schema: z.object({ saved: z.boolean() }) })).resolves.toEqual({ saved: true });
    expect(sent).toEqual(['{"customer":{"firstname":"A"}}']);
  });

  it("takes request types as JSON.stringify sends them: a looseObject output, an interface, a Date (typecheck fails otherwise)", async () => {
    const { client, config } = createTestClient();
    const sent = keepSentBodies(http.post, apiUrl(config, "/api/x"));
    // A looseObject output has `[x: string]: unknown`; an interface has no index signature.
    const loose: z.infer<ReturnType<typeof z.looseObject<{ a: z.ZodString }>>> = { a: "x", extra: 1 };
    interface Profile {
      name: string;
      age?: number;
    }
    const profile: Profile = { name: "Ann" };
    const at = new Date(0);
    await client.post("/api/x", loose, { schema: z.boolean() });
    await client.post("/api/x", profile, { schema: z.boolean() });
    await client.post("/api/x", { at }, { schema: z.boolean() });
    await client.request({ method: "POST", path: "/api/x", body: { profile, at }, schema: z.boolean() });
    expect(sent).toEqual(['{"a":"x","extra":1}', '{"name":"Ann"}', '{"at":"1970-01-01T00:00:00.000Z"}', '{"profile":{"name":"Ann"},"at":"1970-01-01T00:00:00.000Z"}']);
  });

  it("takes a union body (a discriminated union's output) and a JSON value (a stored task's body) as they are (typecheck fails otherwise)", async () => {
    const { client, config } = createTestClient();
    const sent = keepSentBodies(http.post, apiUrl(config, "/api/x"));
    const line = z.discriminatedUnion("product_type", [
      z.object({ product_type: z.literal("simple"), sku: z.string() }),
      z.object({ product_type: z.literal("configurable"), sku: z.string(), parentSku: z.string() }),
    ]);
    const simple: z.output<typeof line> = line.parse({ product_type: "simple", sku: "A" });
    const stored: SyncTask["payload"]["body"] = { a: [1, null, { b: "c" }] };
    await client.post("/api/x", simple, { schema: z.boolean() });
    await client.request({ method: "POST", path: "/api/x", body: simple, schema: z.boolean() });
    await client.post("/api/x", stored, { schema: z.boolean() });
    expect(sent).toEqual(['{"product_type":"simple","sku":"A"}', '{"product_type":"simple","sku":"A"}', '{"a":[1,null,{"b":"c"}]}']);
  });

  it("a function or BigInt as the body or in it is a type error; at run time JSON.stringify decides", async () => {
    const { client, config } = createTestClient();
    const sent = keepSentBodies(http.put, apiUrl(config, "/api/x"));
    const send = () => 1;
    // @ts-expect-error a function is not JSON
    await expect(client.post("/api/x", send, { schema: z.boolean() })).rejects.toThrow(TypeError);
    // @ts-expect-error a BigInt is not JSON
    await expect(client.patch("/api/x", { n: 1n }, { schema: z.boolean() })).rejects.toThrow(TypeError);
    // @ts-expect-error a method in the body: JSON.stringify would drop it unseen
    await expect(client.put("/api/x", { name: "Ann", send }, { schema: z.boolean() })).resolves.toBe(true);
    const either = [{ name: "Bob" }, { name: "Cy", send }][0] ?? { name: "Bob" };
    // @ts-expect-error one member of a union body holds a function
    await expect(client.put("/api/x", either, { schema: z.boolean() })).resolves.toBe(true);
    // @ts-expect-error the same check on a body given as an option
    await expect(client.request({ method: "PUT", path: "/api/x", body: { name: "Dee", send }, schema: z.boolean() })).resolves.toMatchObject({ result: true });
    expect(sent).toEqual(['{"name":"Ann"}', '{"name":"Bob"}', '{"name":"Dee"}']);
  });

  it("delete sends its body; put and patch use their methods", async () => {
    const { client, config } = createTestClient();
    const seen: string[] = [];
    const record = async ({ request }: { request: Request }) => {
      seen.push(`${request.method} ${await request.text()}`);
      return envelopeReply(true);
    };
    server.use(http.delete(apiUrl(config, "/api/ext/{ext}/address"), record), http.put(apiUrl(config, "/api/x"), record), http.patch(apiUrl(config, "/api/x"), record));
    await client.delete("/api/ext/{ext}/address", { schema: z.boolean(), body: { address_id: 5 } });
    await client.put("/api/x", { a: 1 }, { schema: z.boolean() });
    await client.patch("/api/x", undefined, { schema: z.boolean() });
    expect(seen).toEqual(['DELETE {"address_id":5}', 'PUT {"a":1}', "PATCH "]);
  });
});
