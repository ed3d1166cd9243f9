import {
  autocompleteRequestSchema,
  cartPageRequestSchema,
  notificationRequestSchema,
  notificationTypeSchema,
  pageRequestSchema,
  productPageRequestSchema,
  type ServiceError,
} from "@shop/search";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ShopEnv } from "../http/env";
import type { Services } from "../services";
import { autocomplete } from "./autocomplete";
import { productGroupOf } from "./cards";
import { catalogueContext } from "./catalogue";
import { pageReply, resolveLandingPage, searchPage } from "./pages";
import { cartGroups, productOfKey, productRecommendations } from "./recommendations";
import { readCall, recordNotification, ServiceRequestError, trackVisitor, visitorRecord, type ServiceCall } from "./visitor";

/** Where the simulator of the search and recommendation service answers (config `searchServiceSimulator`). */
export const SEARCH_SERVICE_PATH = "/search-service/v3";

/** The body of a POST (GET: none, so the schema's defaults), parsed with `schema`; a bad one is a 400. */
async function bodyOf<Schema extends z.ZodType>(c: Context<ShopEnv>, schema: Schema): Promise<z.output<Schema>> {
  let raw: unknown = {};
  if (c.req.method === "POST") {
    const text = await c.req.text();
    if (text.trim() !== "") {
      try {
        raw = JSON.parse(text);
      } catch {
        throw new ServiceRequestError("The request body is not JSON.", 400);
      }
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ServiceRequestError("The request body is not valid.", 400, parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })));
  return parsed.data;
}

/**
 * The search and recommendation service (presentation-content.md §7), simulated over the seeded
 * catalogue: landing, search, product and cart pages, autocomplete and notifications, each as
 * POST with a body or as GET with the query alone (the generic request form). Every call names
 * its visitor (sessionKey, customerKey), which is tracked; `notify` records a clicked ticket.
 * Replies are plain JSON (@shop/search's schemas); a bad request is 400 `{error}`, an unknown page 404.
 */
export function searchServiceRoutes(services: Services) {
  const app = new Hono<ShopEnv>();
  const origin = (c: Context<ShopEnv>) => new URL(c.req.url).origin;

  /** Reads and tracks the call, then answers with `handle`; a ServiceRequestError becomes its status. */
  const serve = (handle: (c: Context<ShopEnv>, call: ServiceCall) => Promise<Response>) => async (c: Context<ShopEnv>) => {
    try {
      const call = readCall(services, new URL(c.req.url));
      const now = services.now();
      await trackVisitor(services.db, call.query, now);
      if (call.query.notify !== undefined) await recordNotification(services.db, "click", { ticket: call.query.notify }, call.query, now);
      return await handle(c, call);
    } catch (error) {
      if (!(error instanceof ServiceRequestError)) throw error;
      const reply: ServiceError = { error: { message: error.message, errors: error.errors } };
      return c.json(reply, error.status);
    }
  };

  const landingPage = serve(async (c, call) => {
    const body = await bodyOf(c, pageRequestSchema);
    const context = await catalogueContext(services.db, call.view);
    return c.json(await pageReply(services, context, call, body, resolveLandingPage(context, call, body), origin(c)));
  });
  app.on(["GET", "POST"], "/queries/landing-page", landingPage);

  const searchPageRoute = serve(async (c, call) => {
    const body = await bodyOf(c, pageRequestSchema);
    const context = await catalogueContext(services.db, call.view);
    return c.json(await pageReply(services, context, call, body, searchPage(context, call.query.q), origin(c)));
  });
  app.on(["GET", "POST"], "/queries/search-page", searchPageRoute);

  const productPage = serve(async (c, call) => {
    const body = await bodyOf(c, productPageRequestSchema);
    if (call.query.productKey === undefined) throw new ServiceRequestError("A product page needs productKey.", 400, [{ path: "productKey", message: "required" }]);
    const context = await catalogueContext(services.db, call.view);
    const product = await productOfKey(services, context, call.query.productKey);
    if (product === undefined) return c.json({ productGroup: null, recommendationLists: body.recommendationLists.map((entry) => ({ id: entry.id, algorithm: entry.algorithm, productGroups: [] })) });
    return c.json({
      ...(body.productGroup?.include === false ? {} : { productGroup: productGroupOf(product, context, "product", 0, origin(c)) }),
      recommendationLists: await productRecommendations(services, context, product, body.recommendationLists, origin(c)),
    });
  });
  app.on(["GET", "POST"], "/queries/product-page", productPage);

  const cartPage = serve(async (c, call) => {
    const body = await bodyOf(c, cartPageRequestSchema);
    const context = await catalogueContext(services.db, call.view);
    const keys = [...new Set((call.query.cart ?? "").split("|").map((key) => key.trim()).filter((key) => key !== ""))];
    const products = (await Promise.all(keys.map((key) => productOfKey(services, context, key)))).filter((doc) => doc !== undefined);
    const lists = await Promise.all(
      body.recommendationLists.map(async (entry) => ({
        id: entry.id,
        algorithm: entry.algorithm,
        productGroups: await cartGroups(services, context, products, entry.limit, `${entry.algorithm.toLowerCase()}:${entry.id}`, origin(c)),
      })),
    );
    return c.json({
      ...(body.cart?.include === false ? {} : { cart: { productGroups: products.map((doc, position) => productGroupOf(doc, context, "cart", position, origin(c))) } }),
      recommendationLists: lists,
    });
  });
  app.on(["GET", "POST"], "/queries/cart-page", cartPage);

  const autocompleteRoute = serve(async (c, call) => {
    const body = await bodyOf(c, autocompleteRequestSchema);
    const context = await catalogueContext(services.db, call.view);
    return c.json(await autocomplete(services, context, call.query.q ?? "", body, origin(c)));
  });
  app.on(["GET", "POST"], "/queries/autocomplete", autocompleteRoute);

  app.post(
    "/notifications/:type",
    serve(async (c, call) => {
      const type = notificationTypeSchema.safeParse(c.req.param("type"));
      if (!type.success) throw new ServiceRequestError(`No notification type "${c.req.param("type")}" (add-to-cart, click or end).`, 404, [{ path: "type", message: "unknown type" }]);
      const body = await bodyOf(c, notificationRequestSchema);
      await recordNotification(services.db, type.data, body, call.query, services.now());
      return c.body(null, 204);
    }),
  );

  // The simulator's developer view of a session: its customer key, its number of calls, its notifications.
  app.get("/dev/sessions/:sessionKey", async (c) => {
    const record = await visitorRecord(services.db, c.req.param("sessionKey"));
    if (record === undefined) return c.json({ error: { message: "No such session.", errors: [] } } satisfies ServiceError, 404);
    return c.json(record);
  });

  return app;
}
