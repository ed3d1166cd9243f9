import {
  addressDeleteRequestSchema,
  addressTypeSchema,
  changePasswordRequestSchema,
  createPasswordRequestSchema,
  customerCreateRequestSchema,
  customerUpdateRequestSchema,
  loginRequestSchema,
  orderHistoryQuerySchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  userSearchRequestSchema,
} from "@shop/user";
import { Hono } from "hono";
import { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/password";
import { keepRefreshToken, keptSuccessor, lockRefreshRow, markRefreshUsed, revokeRefreshTokens } from "../auth/refresh-store";
import { issueResetLink, retireResetLinks, useResetLink } from "../auth/reset-links";
import type { IssuedRefresh } from "../auth/tokens";
import { customerAddresses, customerProfile, insertAddress, replaceAddresses } from "../customer/customer-store";
import { customerOrder, orderHistoryPage } from "../orders/order-history";
import { loyaltyTransaction, loyaltyTransactions, personalCoupons, seedLoyalty } from "../customer/loyalty";
import type { Queryable } from "../db/database";
import { isUniqueViolation, one } from "../db/database";
import { requireCustomer } from "../http/customer-auth";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { badRequest, forbidden, notFound, unauthorized } from "../http/errors";
import { bodyOrQuery, INVALID_BODY, optionalJsonBody, parseOrThrow, rowIdParamSchema, rowIdSchema, validate, withRowIdCaps } from "../http/validation";
import { storeViewOf, type Services } from "../services";

const EMAIL_TAKEN = "A customer with the same email address already exists in an associated website.";
const LOGIN_FAILED = "You did not sign in correctly or your account is temporarily disabled.";
/** commerce-core.md §8 "refresh failed". */
const REFRESH_FAILED = "Error refreshing user token. User is not authorized to access the resource";
const RESET_TOKEN_MISMATCH = "The password token is mismatched. Reset and try again.";
const WRONG_PASSWORD = "The password doesn't match this account. Verify the password and try again.";

/** Ids capped at the database's integer (rowIdParamSchema, rowIdSchema), at their fields. */
const addressDeleteSchema = addressDeleteRequestSchema.extend({ address_id: rowIdParamSchema, user_id: rowIdParamSchema.optional() });
const addressSearchSchema = z.object({ address_type: addressTypeSchema.optional(), user_id: rowIdParamSchema.optional() });
const incrementIdSchema = z.string().regex(/^[0-9A-Za-z-]{1,32}$/, "not an order number");
const transactionIdSchema = z.string().regex(/^[0-9A-Za-z-]{1,64}$/, "not a transaction id");
const profileUpdateSchema = withRowIdCaps(
  customerUpdateRequestSchema,
  z.object({ customer: z.object({ id: rowIdSchema.optional(), addresses: z.array(z.object({ id: rowIdSchema.optional(), address_id: rowIdSchema.optional() })).optional() }) }),
);

interface CustomerSecretRow {
  id: number;
  email: string;
  password_hash: string;
  group_id: number;
  token_version: number;
  login_failures: number;
  login_locked_until: Date | null;
}

const CUSTOMER_SECRET_COLUMNS = "id, email, password_hash, group_id, token_version, login_failures, login_locked_until";

const findByEmail = async (db: Queryable, email: string) =>
  (await db.query<CustomerSecretRow>(`SELECT ${CUSTOMER_SECRET_COLUMNS} FROM customer WHERE lower(email) = lower($1)`, [email]))[0];

/** Customer endpoints of commerce-core.md §7 under /api/ext/{ext}. */
export function userRoutes(services: Services) {
  const { db, config, tokens } = services;
  const app = new Hono<ShopEnv>();

  /** Whether a refresh token first used at `usedAt` may still be sent again (refreshTokenGraceSeconds; 0: never). */
  const withinGrace = (usedAt: Date, now: Date) => config.refreshTokenGraceSeconds > 0 && now.getTime() < new Date(usedAt).getTime() + config.refreshTokenGraceSeconds * 1000;

  /** A new access token (result) and the refresh token (meta), with the session's end. */
  const reply = async (customer: CustomerSecretRow, refresh: IssuedRefresh) => {
    const access = await tokens.issueAccess({ id: customer.id, groupId: customer.group_id, tokenVersion: customer.token_version }, refresh.jti);
    return { token: access.token, meta: { refreshToken: refresh.token, session_expires: access.expiresAt.toISOString() } };
  };

  /** A new session: its refresh token is kept (by its jti) until it expires. */
  const session = async (tx: Queryable, customer: CustomerSecretRow) => {
    const refresh = await tokens.issueRefresh({ id: customer.id, tokenVersion: customer.token_version });
    await keepRefreshToken(tx, customer.id, refresh, services.now());
    return { refresh, reply: await reply(customer, refresh) };
  };

  app.post("/create", validate("json", customerCreateRequestSchema), async (c) => {
    const { customer, password } = c.req.valid("json");
    const view = storeViewOf(config, c.req.query("storeCode"));
    const passwordHash = await hashPassword(password);
    try {
      const id = await db.transaction(async (tx) => {
        const row = one(await tx.query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, store_id) VALUES ($1, $2, $3, $4, $5) RETURNING id", [
          customer.email,
          customer.firstname,
          customer.lastname,
          passwordHash,
          view.storeId,
        ]), "new customer");
        for (const address of customer.addresses ?? []) await insertAddress(tx, row.id, address);
        await seedLoyalty(tx, row.id, services.now(), false);
        return row.id;
      });
      return ok(c, await customerProfile(db, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN, [{ path: "customer.email", message: EMAIL_TAKEN }]);
      throw error;
    }
  });

  /**
   * A wrong password counts towards the lockout (loginLockoutFailures within loginLockoutSeconds); a
   * locked account is refused with the same message as a wrong password, even with the right one.
   */
  const countFailedLogin = async (customerId: number) => {
    const { loginLockoutFailures: limit, loginLockoutSeconds: seconds } = config;
    if (limit === 0) return;
    const now = services.now();
    // Under the customer's row lock, so concurrent wrong guesses all count.
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ login_failures: number; login_first_failure_at: Date | null }>(
        "SELECT login_failures, login_first_failure_at FROM customer WHERE id = $1 FOR NO KEY UPDATE",
        [customerId],
      );
      if (row === undefined) return;
      const first = row.login_first_failure_at === null ? undefined : new Date(row.login_first_failure_at);
      const since = first !== undefined && now.getTime() - first.getTime() < seconds * 1000 ? first : undefined;
      const failures = since === undefined ? 1 : row.login_failures + 1;
      if (failures >= limit) {
        // Locked; the count starts afresh when the lock ends.
        const until = new Date(now.getTime() + seconds * 1000).toISOString();
        await tx.query("UPDATE customer SET login_failures = 0, login_first_failure_at = NULL, login_locked_until = $2 WHERE id = $1", [customerId, until]);
        services.log(`customer ${customerId}: ${failures} failed logins within ${seconds} s; logins refused until ${until}`);
      } else {
        await tx.query("UPDATE customer SET login_failures = $2, login_first_failure_at = $3 WHERE id = $1", [customerId, failures, (since ?? now).toISOString()]);
      }
    });
  };

  const isLocked = (lockedUntil: Date | null) => lockedUntil !== null && new Date(lockedUntil).getTime() > services.now().getTime();

  app.post("/login", validate("json", loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const customer = await findByEmail(db, username);
    if (customer === undefined) throw unauthorized(LOGIN_FAILED);
    if (!(await verifyPassword(password, customer.password_hash))) {
      if (!isLocked(customer.login_locked_until)) await countFailedLogin(customer.id);
      throw unauthorized(LOGIN_FAILED);
    }
    const started = await db.transaction(async (tx) => {
      // Read again under the lock a password change or reset takes: a change that committed while the
      // password was being checked refuses this login, one after it sees (and revokes) its session.
      const [current] = await tx.query<CustomerSecretRow>(`SELECT ${CUSTOMER_SECRET_COLUMNS} FROM customer WHERE id = $1 FOR NO KEY UPDATE`, [customer.id]);
      if (current === undefined || current.password_hash !== customer.password_hash || isLocked(current.login_locked_until)) return undefined;
      if (current.login_failures > 0) await tx.query("UPDATE customer SET login_failures = 0, login_first_failure_at = NULL WHERE id = $1", [current.id]);
      return (await session(tx, current)).reply;
    });
    if (started === undefined) throw unauthorized(LOGIN_FAILED);
    c.set("secretReply", true);
    return ok(c, started.token, started.meta);
  });

  /**
   * Rotates both tokens. A refresh token works once: its first use is stamped with the successor it
   * was answered with. Sent again within the grace window (two tabs at once, a lost reply) it answers
   * that same successor with a new access token. Sent again after the window it was stolen or leaked:
   * every refresh token of the customer is revoked, 401.
   */
  app.post("/refresh", validate("json", refreshRequestSchema), async (c) => {
    const claims = await tokens.verify(c.req.valid("json").refreshToken, "refresh");
    if (claims === null) throw unauthorized(REFRESH_FAILED);
    const outcome = await db.transaction(async (tx) => {
      const now = services.now();
      // Locked as UPDATE customer locks it: a revocation (which updates the customer first) and this
      // refresh take turns, so a revocation's DELETE sees the successor a refresh before it inserted,
      // and a refresh after it reads the revocation and finds its token's row gone.
      const [customer] = await tx.query<CustomerSecretRow & { refresh_revoked_at: Date | null }>(
        `SELECT ${CUSTOMER_SECRET_COLUMNS}, refresh_revoked_at FROM customer WHERE id = $1 FOR NO KEY UPDATE`,
        [claims.customerId],
      );
      if (customer === undefined || customer.token_version !== claims.tokenVersion) return undefined;
      const row = await lockRefreshRow(tx, claims, customer.refresh_revoked_at);
      if (row === undefined) return undefined;
      if (row.used_at === null) {
        const next = await session(tx, customer);
        await markRefreshUsed(tx, claims.jti, next.refresh, now);
        return next.reply;
      }
      if (withinGrace(row.used_at, now)) {
        const successor = await keptSuccessor(tx, row);
        return successor === undefined ? undefined : reply(customer, await tokens.issueRefresh({ id: customer.id, tokenVersion: customer.token_version }, successor));
      }
      // Committed with the 401 below: the thief's sessions end with the customer's.
      await revokeRefreshTokens(tx, customer.id, now);
      services.log(`customer ${customer.id}: a used refresh token was sent again after its grace window; every refresh token of the customer is revoked`);
      return undefined;
    });
    if (outcome === undefined) throw unauthorized(REFRESH_FAILED);
    c.set("secretReply", true);
    return ok(c, outcome.token, outcome.meta);
  });

  app.get("/me", async (c) => ok(c, await customerProfile(db, requireCustomer(c).id)));

  /** commerce-core.md §5: only firstname, lastname, email and addresses change; the rest is ignored. */
  app.post("/me", async (c) => {
    const me = requireCustomer(c);
    const raw = await optionalJsonBody(c);
    const wrapped = typeof raw === "object" && raw !== null && "customer" in raw ? raw : { customer: raw };
    const { customer } = parseOrThrow(profileUpdateSchema, wrapped, INVALID_BODY);
    if (customer.id !== undefined && customer.id !== me.id) throw forbidden("You may change only your own profile.");
    try {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE customer SET firstname = COALESCE($2, firstname), lastname = COALESCE($3, lastname), email = COALESCE($4, email), updated_at = now() WHERE id = $1", [
          me.id,
          customer.firstname ?? null,
          customer.lastname ?? null,
          customer.email ?? null,
        ]);
        if (customer.addresses !== undefined) await replaceAddresses(tx, me.id, customer.addresses);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN, [{ path: "customer.email", message: EMAIL_TAKEN }]);
      throw error;
    }
    return ok(c, await customerProfile(db, me.id));
  });

  app.get("/order-history", validate("query", orderHistoryQuerySchema), async (c) => {
    const { pageSize, currentPage } = c.req.valid("query");
    return ok(c, await orderHistoryPage(db, requireCustomer(c).id, pageSize, currentPage));
  });

  /** One order of the customer's; another customer's order is answered as an unknown one (404), so ids tell nothing. */
  app.get("/order-history/:incrementId", async (c) => {
    const me = requireCustomer(c);
    const incrementId = parseOrThrow(incrementIdSchema, c.req.param("incrementId"));
    const order = await customerOrder(db, me.id, incrementId);
    if (order === undefined) throw notFound(`No such order: ${incrementId}`);
    return ok(c, order);
  });

  /** Loyalty (commerce-core.md §7): the customer's transactions, one by transaction_id, the personal coupons. */
  app.get("/loyalty/transactions", async (c) => ok(c, await loyaltyTransactions(db, requireCustomer(c).id)));
  app.get("/loyalty/transactions/:transactionId", async (c) => {
    const me = requireCustomer(c);
    const transactionId = parseOrThrow(transactionIdSchema, c.req.param("transactionId"));
    const transaction = await loyaltyTransaction(db, me.id, transactionId);
    if (transaction === undefined) throw notFound(`No such transaction: ${transactionId}`);
    return ok(c, transaction);
  });
  app.get("/personal-pricing/client", async (c) => {
    const me = requireCustomer(c);
    return ok(c, { customer_id: me.id, ppr_coupon_result: await personalCoupons(db, me.id) });
  });

  app.get("/address", async (c) => ok(c, await customerAddresses(db, requireCustomer(c).id)));

  /** Addresses of the customer, optionally of one type (DELIVERY or SHIPPING). */
  app.on(["GET", "POST"], "/address/search", async (c) => {
    const me = requireCustomer(c);
    const { address_type, user_id } = parseOrThrow(addressSearchSchema, await bodyOrQuery(c));
    if (user_id !== undefined && user_id !== me.id) throw forbidden("You may read only your own addresses.");
    const addresses = await customerAddresses(db, me.id);
    return ok(c, address_type === undefined ? addresses : addresses.filter((address) => address.address_type === address_type));
  });

  /** DELETE with user_id and address_id (commerce-core.md §7), in the body or the query. */
  app.delete("/address", async (c) => {
    const me = requireCustomer(c);
    const params = await bodyOrQuery(c);
    const source = typeof params === "object" && params !== null && "address" in params ? params.address : params;
    const { address_id, user_id } = parseOrThrow(addressDeleteSchema, source);
    if (user_id !== undefined && user_id !== me.id) throw forbidden("You may delete only your own addresses.");
    const [address] = await db.query<{ customer_id: number }>("SELECT customer_id FROM customer_address WHERE id = $1", [address_id]);
    if (address === undefined) throw notFound(`No such address: ${address_id}`);
    if (address.customer_id !== me.id) throw forbidden("This address belongs to another customer.");
    await db.query("DELETE FROM customer_address WHERE id = $1", [address_id]);
    return ok(c, true);
  });

  /** Always true, so the reply does not tell which addresses have an account. The new link retires the older ones. */
  app.post("/reset-password", validate("json", resetPasswordRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    const customer = await findByEmail(db, email);
    if (customer !== undefined) {
      const expires = new Date(services.now().getTime() + config.passwordResetLifetimeSeconds * 1000);
      const resetToken = await db.transaction((tx) => issueResetLink(tx, customer.id, expires));
      await services.mailer.send({
        to: customer.email,
        subject: "Reset your password",
        text: `Open /password/reset?email=${encodeURIComponent(customer.email)}&token=${resetToken} to choose a new password. The link works until ${expires.toISOString()}.`,
        data: { resetToken, email: customer.email },
      });
    }
    return ok(c, true);
  });

  /** A reset ends every session of the account (the token version goes up) and retires every reset link of it. */
  app.post("/create-password", validate("json", createPasswordRequestSchema), async (c) => {
    const { email, newPassword, resetToken } = c.req.valid("json");
    const passwordHash = await hashPassword(newPassword);
    const changed = await db.transaction(async (tx) => {
      const customerId = await useResetLink(tx, resetToken, email, services.now());
      if (customerId === undefined) return false;
      // The mailed token proves the owner: a lockout from guessed passwords ends too.
      await tx.query(
        "UPDATE customer SET password_hash = $2, token_version = token_version + 1, login_failures = 0, login_first_failure_at = NULL, login_locked_until = NULL, updated_at = now() WHERE id = $1",
        [customerId, passwordHash],
      );
      // The token version already refuses them; the rows need not wait for their expiry.
      await revokeRefreshTokens(tx, customerId, services.now());
      return true;
    });
    if (!changed) throw badRequest(RESET_TOKEN_MISMATCH, [{ path: "resetToken", message: RESET_TOKEN_MISMATCH }]);
    return ok(c, true);
  });

  /**
   * The customer proved the current password: this session goes on (no token version change), the
   * customer's other refresh tokens are revoked (a thief's session ends with the old password), and
   * so are the reset links mailed before (a leaked mail must not undo the change).
   */
  app.post("/change-password", validate("json", changePasswordRequestSchema), async (c) => {
    const me = requireCustomer(c);
    const { currentPassword, newPassword } = c.req.valid("json");
    const [row] = await db.query<{ password_hash: string }>("SELECT password_hash FROM customer WHERE id = $1", [me.id]);
    if (row === undefined || !(await verifyPassword(currentPassword, row.password_hash))) {
      throw badRequest(WRONG_PASSWORD, [{ path: "currentPassword", message: WRONG_PASSWORD }]);
    }
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE customer SET password_hash = $2, updated_at = now() WHERE id = $1", [me.id, passwordHash]);
      await revokeRefreshTokens(tx, me.id, services.now(), me.refreshJti);
      await retireResetLinks(tx, me.id);
    });
    return ok(c, true);
  });

  /** User search by e-mail: the answer is meta.customer_exists (commerce-core.md §7), mirrored in result. */
  app.post("/search", validate("json", userSearchRequestSchema), async (c) => {
    const exists = (await findByEmail(db, c.req.valid("json").email_address)) !== undefined;
    return ok(c, exists, { customer_exists: exists });
  });

  return app;
}
