import {
  paymentInformationRequestSchema,
  paymentInitiateRequestSchema,
  paymentsDetailsRequestSchema,
  threeDS2ProcessRequestSchema,
  type PaymentReply,
  type ProviderPaymentMethod,
} from "@shop/checkout";
import { Hono, type Context } from "hono";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { badRequest, HttpError, notFound } from "../http/errors";
import { validate } from "../http/validation";
import { storeViewOf, type Services } from "../services";
import { applyPaymentResult, payableOrder, type PayableOrder } from "./order-status";
import { challengePage, errorPage, idealPage, rivertyPage } from "./pages";
import { createPaymentStore, type SimulatedPayment } from "./payment-store";

/** Where the simulator lives on the api's host (ShopConfig.payment.url's default). */
export const PAYMENT_PROVIDER_PATH = "/payment-provider/v1";

/** The simulator's test cards (as real providers publish theirs): approved, refused, 3-D Secure challenge. */
export const TEST_CARDS = {
  approved: "4111111111111111",
  refused: "4000000000000002",
  challenge: "4000000000003220",
} as const;

/** iDEAL's banks; the last one refuses every payment (to try a refusal by bank). */
export const IDEAL_BANKS = [
  { id: "ABNANL2A", name: "ABN AMRO" },
  { id: "INGBNL2A", name: "ING" },
  { id: "RABONL2U", name: "Rabobank" },
  { id: "TESTNL99", name: "Test bank (refuses)" },
] as const;

/** The refusal reason of an authorisation that came after its order was paid or failed (the provider voids it). */
export const ORDER_NOT_PAYABLE = "The order is no longer payable.";

/** initiate's 409 while the order's payment waits for the shopper (resume it: redirect-url/{orderId}). */
export const PAYMENT_OPEN = "A payment of this order is already open: resume it.";

const METHODS: ProviderPaymentMethod[] = [
  { code: "ideal", title: "iDEAL", issuers: IDEAL_BANKS.map((bank) => ({ ...bank })) },
  { code: "creditcard", title: "Credit card (Visa, Mastercard)" },
  { code: "riverty", title: "Riverty – pay afterwards" },
];

const replyOf = (payment: SimulatedPayment, action?: PaymentReply["action"]): PaymentReply => ({
  order_id: payment.orderId,
  pspReference: payment.pspReference,
  resultCode: payment.resultCode,
  ...(action && { action }),
  ...(payment.refusalReason !== undefined && { refusalReason: payment.refusalReason }),
});

/** The amount in minor units (the providers' way). */
const minorUnits = (order: PayableOrder) => Math.round(order.grand_total * 100);
const amountText = (order: PayableOrder) => `${order.currency_code} ${order.grand_total.toFixed(2)}`;

/**
 * The card payment provider's simulator (commerce-core.md §7 "Card payment provider"): initiate,
 * payment-methods, payment-information, 3ds2-process, payments-details, payment-status/{orderId},
 * redirect-url/{orderId}, in the `{code, result}` envelope, and the shopper's pages: iDEAL's bank
 * choice, the card's 3-D Secure challenge, Riverty's pay-later consent. A decision on a page sends
 * the shopper back to the shop's return URL with `orderId` and `redirectResult`, and moves the
 * order's status at once, as a real provider's notification to the platform does.
 */
export function paymentProviderRoutes(services: Services) {
  const { db } = services;
  const payments = createPaymentStore();
  const app = new Hono<ShopEnv>();
  const base = (c: Context<ShopEnv>) => `${new URL(c.req.url).origin}${PAYMENT_PROVIDER_PATH}`;
  const pageUrl = (c: Context<ShopEnv>, kind: string, payment: SimulatedPayment) => `${base(c)}/pages/${kind}/${payment.pspReference}`;

  const requireOrder = async (orderId: string) => {
    const order = await payableOrder(db, orderId);
    if (!order) throw notFound(`No order ${orderId}`, [{ path: "order_id", message: "no such order" }]);
    return order;
  };
  // Who may start or resume an order's payment: who knows its id and billing e-mail (a guest's proof; a customer's
  // client has it too). Another caller learns nothing: the same 404 as no order.
  const requireOwnOrder = async (orderId: string, email: string | undefined) => {
    const order = await requireOrder(orderId);
    if (email === undefined || email.trim().toLowerCase() !== order.email.trim().toLowerCase()) throw notFound(`No order ${orderId}`, [{ path: "order_id", message: "no such order" }]);
    return order;
  };
  // The shopper goes back only to the shop: a return URL on another origin than the api's allowed ones is refused.
  const allowedReturn = (returnUrl: string) => {
    const origins = services.config.corsOrigins;
    return origins === "*" || origins.includes(new URL(returnUrl).origin);
  };

  // One decision per payment: a second submit of the same page while the first is decided waits for it.
  const deciding = new Map<string, Promise<string>>();
  const decide = (payment: SimulatedPayment, resultCode: PaymentReply["resultCode"], refusalReason?: string): Promise<string> => {
    const running = deciding.get(payment.pspReference);
    if (running) return running;
    const decided = (async () => {
      // The order moves first (a conditional update): an authorisation that cannot move it (the order was paid by
      // another payment, or failed and gave its stock back meanwhile) is not kept. A real integration voids it.
      const moved = await applyPaymentResult(db, (code) => storeViewOf(services.config, code, "store_code"), payment.orderId, resultCode);
      if (resultCode === "Authorised" && !moved) return payments.decide(payment, "Cancelled", ORDER_NOT_PAYABLE);
      return payments.decide(payment, resultCode, refusalReason);
    })();
    deciding.set(payment.pspReference, decided);
    return decided;
  };

  const backToShop = (payment: SimulatedPayment, token: string) => {
    const url = new URL(payment.returnUrl);
    url.searchParams.set("orderId", payment.orderId);
    url.searchParams.set("redirectResult", token);
    return url.toString();
  };

  app.get("/payment-methods", (c) => ok(c, METHODS));

  app.post("/payment-information", validate("json", paymentInformationRequestSchema), async (c) => {
    const order = await requireOrder(c.req.valid("json").order_id);
    return ok(c, { order_id: order.order_id, amount: { value: minorUnits(order), currency: order.currency_code }, orderStatus: order.status });
  });

  app.post("/initiate", validate("json", paymentInitiateRequestSchema), async (c) => {
    const request = c.req.valid("json");
    const order = await requireOwnOrder(request.order_id, request.email);
    if (!allowedReturn(request.returnUrl)) throw badRequest("The returnUrl is not on the shop's origin.", [{ path: "returnUrl", message: "not an allowed origin" }]);
    if (request.issuer !== undefined && !IDEAL_BANKS.some((bank) => bank.id === request.issuer)) throw badRequest("Unknown bank.", [{ path: "issuer", message: "not an iDEAL bank" }]);
    // One open payment per order: under the order row's lock (concurrent initiates of one order take turns, also
    // on PostgreSQL with several connections) the order must be pending and have no payment waiting for the shopper.
    const payment = await db.transaction(async (tx) => {
      const [locked] = await tx.query<{ status: string }>("SELECT status FROM sales_order WHERE order_id = $1 FOR UPDATE", [order.order_id]);
      const status = locked?.status ?? order.status;
      if (status !== "pending") throw badRequest(`The order is ${status}: only a pending order can be paid.`, [{ path: "order_id", message: `status ${status}` }]);
      const open = payments.openOf(order.order_id);
      if (open) throw new HttpError(409, { message: PAYMENT_OPEN, errors: [{ path: "order_id", message: `open payment ${open.pspReference}` }] });
      return payments.create({
        orderId: order.order_id,
        method: request.method,
        returnUrl: request.returnUrl,
        resultCode: "RedirectShopper",
        ...(request.issuer !== undefined && { issuer: request.issuer }),
      });
    });
    if (request.method === "ideal") return ok(c, replyOf(payment, { type: "redirect", url: pageUrl(c, "ideal", payment) }));
    if (request.method === "riverty") return ok(c, replyOf(payment, { type: "redirect", url: pageUrl(c, "riverty", payment) }));
    const card = request.card;
    if (!card) throw badRequest("Card details are required.", [{ path: "card", message: "required for creditcard" }]);
    if (card.number === TEST_CARDS.challenge) {
      payment.resultCode = "IdentifyShopper";
      return ok(c, replyOf(payment, { type: "threeDS2Fingerprint" }));
    }
    if (card.number === TEST_CARDS.approved) await decide(payment, "Authorised");
    else await decide(payment, "Refused", card.number === TEST_CARDS.refused ? "Refused" : "Unknown test card");
    return ok(c, replyOf(payment));
  });

  app.post("/3ds2-process", validate("json", threeDS2ProcessRequestSchema), (c) => {
    const payment = payments.get(c.req.valid("json").pspReference);
    if (!payment) throw notFound("No such payment", [{ path: "pspReference", message: "unknown" }]);
    if (payment.resultCode !== "IdentifyShopper") throw badRequest("This payment asks for no fingerprint.", [{ path: "pspReference", message: payment.resultCode }]);
    payment.resultCode = "ChallengeShopper";
    return ok(c, replyOf(payment, { type: "threeDS2Challenge", url: pageUrl(c, "3ds", payment) }));
  });

  app.post("/payments-details", validate("json", paymentsDetailsRequestSchema), (c) => {
    const request = c.req.valid("json");
    const payment = payments.byRedirectResult(request.details.redirectResult);
    if (!payment || (request.pspReference !== undefined && request.pspReference !== payment.pspReference)) {
      throw badRequest("The redirectResult is not valid.", [{ path: "details.redirectResult", message: "unknown" }]);
    }
    return ok(c, replyOf(payment));
  });

  app.get("/payment-status/:orderId", async (c) => {
    const order = await requireOrder(c.req.param("orderId"));
    const payment = payments.latestOf(order.order_id);
    return ok(c, { order_id: order.order_id, resultCode: payment?.resultCode ?? "Pending", orderStatus: order.status });
  });

  app.get("/redirect-url/:orderId", async (c) => {
    const order = await requireOwnOrder(c.req.param("orderId"), c.req.query("email"));
    const payment = payments.latestOf(order.order_id);
    const kind = payment?.method === "ideal" ? "ideal" : payment?.method === "riverty" ? "riverty" : payment?.resultCode === "ChallengeShopper" ? "3ds" : null;
    if (!payment || kind === null || payment.redirectResult !== undefined) throw notFound("The order's payment waits for no page.", [{ path: "orderId", message: "no page to resume" }]);
    return ok(c, { order_id: order.order_id, url: pageUrl(c, kind, payment) });
  });

  // The shopper's pages. A decided payment's page answers where the shopper goes back to.
  const pending = async (c: Context<ShopEnv>, kind: string) => {
    const payment = payments.get(c.req.param("psp") ?? "");
    const expected = kind === "3ds" ? payment?.method === "creditcard" && payment.resultCode === "ChallengeShopper" : payment?.method === kind;
    if (!payment || !expected) return { error: c.html(errorPage("This payment does not exist."), 404) };
    const order = await requireOrder(payment.orderId);
    return { payment, order };
  };

  for (const kind of ["ideal", "3ds", "riverty"] as const) {
    app.get(`/pages/${kind}/:psp`, async (c) => {
      const found = await pending(c, kind);
      if ("error" in found) return found.error;
      const { payment, order } = found;
      if (payment.redirectResult !== undefined) return c.redirect(backToShop(payment, payment.redirectResult), 303);
      const view = { orderId: order.order_id, amount: amountText(order) };
      const action = pageUrl(c, kind, payment);
      return c.html(kind === "ideal" ? idealPage(view, action, IDEAL_BANKS, payment.issuer) : kind === "3ds" ? challengePage(view, action) : rivertyPage(view, action));
    });
    app.post(`/pages/${kind}/:psp`, async (c) => {
      const found = await pending(c, kind);
      if ("error" in found) return found.error;
      const { payment } = found;
      if (payment.redirectResult !== undefined) return c.redirect(backToShop(payment, payment.redirectResult), 303);
      const form = await c.req.parseBody();
      const decision = form["decision"];
      let token: string;
      if (decision === "approve") {
        const issuer = typeof form["issuer"] === "string" ? form["issuer"] : payment.issuer;
        if (kind === "ideal" && !IDEAL_BANKS.some((bank) => bank.id === issuer)) return c.html(errorPage("Choose your bank."), 400);
        if (issuer !== undefined) payment.issuer = issuer;
        token = issuer === "TESTNL99" ? await decide(payment, "Refused", "Refused by the bank") : await decide(payment, "Authorised");
      } else if (decision === "cancel" || decision === "refuse") {
        token = decision === "cancel" ? await decide(payment, "Cancelled") : await decide(payment, "Refused", "3-D Secure authentication failed");
      } else {
        return c.html(errorPage("Approve or cancel the payment."), 400);
      }
      return c.redirect(backToShop(payment, token), 303);
    });
  }

  return app;
}
