import { Hono } from "hono";
import { z } from "zod";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { parseOrThrow } from "../http/validation";
import type { Outbox } from "../mail/mailer";

const mailboxQuerySchema = z.object({ to: z.string().max(254).optional() });

/**
 * GET /api/dev/mailbox[?to=]: the mails the api sent while no SMTP server is configured (reset
 * links, order confirmations), for developers and tests that read a reset token as a shopper
 * would. Only mounted when `devMailbox` is on (off in production).
 */
export function devMailboxRoutes(outbox: Outbox) {
  const app = new Hono<ShopEnv>();
  app.get("/api/dev/mailbox", (c) => {
    const { to } = parseOrThrow(mailboxQuerySchema, c.req.query());
    return ok(c, outbox.mails(to === undefined ? {} : { to }));
  });
  app.delete("/api/dev/mailbox", (c) => {
    outbox.clear();
    return ok(c, true);
  });
  return app;
}
