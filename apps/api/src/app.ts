import { changeRoutes } from "./changes/change-routes";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { timeout } from "hono/timeout";
import { CDP_PATH, cdpRoutes } from "./cdp/cdp-routes";
import { CMS_EXT_PATH, cmsRoutes } from "./content/cms-routes";
import { contentAssetRoutes } from "./content/asset-routes";
import { CONTENT_SERVICE_PATH, contentServiceRoutes } from "./content/service-routes";
import { customerAuth } from "./http/customer-auth";
import type { ShopEnv } from "./http/env";
import { isBadValue } from "./db/database";
import { HttpError } from "./http/errors";
import { idempotency } from "./http/idempotency";
import { INVALID_REQUEST, rejectUnstorableText } from "./http/validation";
import { cartRoutes } from "./routes/cart";
import { catalogRoutes } from "./routes/catalog";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { imageRoutes } from "./routes/images";
import { RasterCache } from "./images/raster-cache";
import { newsletterRoutes } from "./routes/newsletter";
import { orderRoutes } from "./routes/order";
import { PAYMENT_PROVIDER_PATH, paymentProviderRoutes } from "./payment/provider-routes";
import { postcodeRoutes } from "./routes/postcode";
import { SEARCH_SERVICE_PATH, searchServiceRoutes } from "./search-service/routes";
import { reviewRoutes } from "./routes/review";
import { stockRoutes } from "./routes/stock";
import { urlRoutes } from "./routes/url";
import { userRoutes } from "./routes/user";
import type { Services } from "./services";

export const MAX_BODY_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MESSAGE = "The request took too long. Please try again.";
/** Sent with the timeout's 504: the first wait of a queued @shop/sync-queue task is 5 s anyway. */
export const REQUEST_TIMEOUT_RETRY_AFTER_SECONDS = 5;

/** The HTTP application: every endpoint of commerce-core.md §7 the reference back end serves. */
export function buildApp(services: Services) {
  const { config, db, tokens } = services;
  const { ext, newsletterExt } = config.shop.api;
  const app = new Hono<ShopEnv>();

  app.use(
    "*",
    cors({
      origin: config.corsOrigins === "*" ? "*" : config.corsOrigins,
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      // X-Store-Code: the blog list's store-code header (presentation-content.md §7 Blog), sent from the browser.
      allowHeaders: ["Content-Type", "Authorization", "Idempotency-Key", "X-Store-Code"],
      // Retry-After: a cross-origin client reads how long to wait after an in-progress 409.
      exposeHeaders: ["Idempotent-Replayed", "Retry-After"],
      maxAge: 600,
    }),
  );
  // The largest real body (an order of 100 lines) stays far below 1 MiB.
  // The refused body is not read to its end: the connection cannot carry another request (its
  // rest would be read as one), so the 413 closes it explicitly rather than saying keep-alive.
  app.use(
    "/api/*",
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ code: 413, result: "The request body is too large." }, 413, { Connection: "close" }) }),
  );
  // Before the idempotency middleware: a timed-out request keeps its key's lock until its work
  // ends (then its reply is stored), so a retry answers 409 or the reply, never runs it twice.
  app.use(
    "/api/*",
    timeout(config.requestTimeoutMs, (c) => {
      c.set("timedOut", true);
      return new HTTPException(504, { message: REQUEST_TIMEOUT_MESSAGE });
    }),
  );
  // Catalogue search answers bad input search-engine style itself.
  app.use("/api/*", rejectUnstorableText((path) => path.startsWith("/api/catalog/")));
  app.use("/api/*", customerAuth(tokens, db));
  // Reads sent as POST carry the client's Idempotency-Key too (every queued or direct non-GET
  // task does): ignored, so a URL lookup or a long search is no database write and no stored
  // reply, and a search never answers a key error in the envelope shape.
  const readOnlyPost = (path: string) =>
    /^\/api\/catalog\/[^/]+\/[^/]+\/_search$/.test(path) ||
    [`/api/url/map`, `/api/ext/${ext}/cart/shipping-methods`, `/api/ext/${ext}/search`, `/api/ext/${ext}/address/search`].includes(path);
  app.use("/api/*", idempotency(db, services.now, readOnlyPost));

  app.get("/", (c) =>
    c.json({
      code: 200,
      result: {
        name: "Shop API (reference back end)",
        database: db.kind,
        storeViews: Object.values(config.shop.storeViews.views).map((view) => ({ storeCode: view.storeCode, storeId: view.storeId, index: view.search.index })),
      },
    }),
  );
  app.route("/", catalogRoutes(services));
  app.route("/", urlRoutes(services));
  app.route("/", stockRoutes(services));
  app.route("/", orderRoutes(services));
  app.route("/", reviewRoutes(services));
  // One cache of rendered rasters for product and content images (README "Images").
  const images = new RasterCache();
  app.route("/", imageRoutes(images));
  app.route(`/api/ext/${ext}/cart`, cartRoutes(services));
  app.route(`/api/ext/${ext}`, userRoutes(services));
  app.route(`/api/ext/${ext}`, postcodeRoutes());
  // The card payment provider's simulator (ARCHITECTURE "third parties … on loopback"): its own
  // routes and pages; a deployment turns it off and points ShopConfig.payment.url at the real one.
  if (config.paymentSimulator) app.route(PAYMENT_PROVIDER_PATH, paymentProviderRoutes(services));
  // The search and recommendation service's simulator, likewise (presentation-content.md §7).
  if (config.searchServiceSimulator) app.route(SEARCH_SERVICE_PATH, searchServiceRoutes(services));
  app.route(`/api/ext/${newsletterExt}`, newsletterRoutes(services));
  app.route("/", changeRoutes(services));
  // The customer-data platform's simulator (presentation-content.md §7): contacts and their enriched data.
  app.route(CDP_PATH, cdpRoutes(services));
  // The content service (ARCHITECTURE "third parties … on loopback"): the cms endpoint in the api's
  // envelope, and the service's own cdn, editor and live preview routes beside it.
  if (services.content !== undefined) {
    app.route(CMS_EXT_PATH, cmsRoutes(services, services.content));
    app.route(CONTENT_SERVICE_PATH, contentServiceRoutes(services, services.content));
    app.route("/", contentAssetRoutes(images));
  }
  // Reset links are in it: never next to a real SMTP server, never in production (config.devMailbox).
  if (config.devMailbox && config.smtpUrl === undefined) app.route("/", devMailboxRoutes(services.outbox));

  app.notFound((c) => c.json({ code: 404, result: `No route for ${c.req.method} ${c.req.path}` }, 404));

  /** Expected errors become their envelope; anything else is logged and answered without details. */
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ code: error.code, result: error.result }, error.code as 400, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ code: error.status, result: { message: error.message || "Bad request", errors: [] } }, error.status);
    }
    if (error instanceof HTTPException && error.status === 504) {
      services.log(`${c.req.method} ${c.req.path} timed out`, error);
      // Retry-After: the work may still finish; a queued client waits and replays its key (409 until then) instead of taking this as its answer.
      return c.json({ code: 504, result: error.message }, 504, { "Retry-After": String(REQUEST_TIMEOUT_RETRY_AFTER_SECONDS) });
    }
    // A value the database refused (too large, not text): input validation let it through. Logged, so the gap gets closed.
    if (isBadValue(error)) {
      services.log(`${c.req.method} ${c.req.path}: the database refused a value of the request`, error);
      return c.json({ code: 400, result: { message: INVALID_REQUEST, errors: [] } }, 400);
    }
    services.log(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ code: 500, result: "Internal server error" }, 500);
  });

  return app;
}
