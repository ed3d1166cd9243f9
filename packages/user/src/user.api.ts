import type { SyncClient } from "@shop/sync-queue";
import { z } from "zod";
import { addressListReplySchema, type CustomerAddress } from "./address.schemas";
import { customerSchema, passwordReplySchema, tokenReplySchema, type ChangePasswordRequest, type Customer, type CustomerCreateRequest } from "./customer.schemas";
import {
  loyaltyTransactionDetailSchema,
  loyaltyTransactionListReplySchema,
  personalPricingClientReplySchema,
  type LoyaltyTransaction,
  type LoyaltyTransactionDetail,
  type PersonalCoupon,
} from "./loyalty.schemas";
import { newsletterChangeReplySchema, newsletterStatusReplySchema } from "./newsletter-status.schemas";
import { orderHistoryEntrySchema, orderHistoryReplySchema, type OrderHistoryEntry, type OrderHistoryReply } from "./order-history.schemas";

const EXT = "/api/ext/{ext}";
const NEWSLETTER = "/api/ext/{newsletter}/subscribe";

/** A new session: the token, the refresh token and when the token expires (epoch ms; null: not told). */
export interface SessionGrant {
  token: string;
  refreshToken: string | null;
  sessionExpires: number | null;
}

const expiresOf = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

const deleteReplySchema = z.literal(true);

/**
 * The customer calls of commerce-core.md §7 over the sync client (never `fetch`), checked with
 * @shop/user's wire schemas. `auth` sends the session's token (`{{token}}`, filled by the
 * queue from the user state). Reads are silent; writes whose failure the package words itself
 * are silent too (the thunk notifies).
 */
export function createUserApi(api: SyncClient) {
  return {
    async login(username: string, password: string): Promise<SessionGrant> {
      const reply = await api.request({ method: "POST", path: `${EXT}/login`, body: { username, password }, schema: tokenReplySchema });
      return { token: reply.result, refreshToken: reply.meta?.refreshToken ?? null, sessionExpires: expiresOf(reply.meta?.session_expires) };
    },
    register(request: CustomerCreateRequest): Promise<Customer> {
      return api.post(`${EXT}/create`, request, { schema: customerSchema });
    },
    /** GET me; `sessionExpires` when the reply tells it. */
    async me(): Promise<{ customer: Customer; sessionExpires: number | null }> {
      const reply = await api.request({ method: "GET", path: `${EXT}/me`, schema: customerSchema, auth: true, silent: true });
      return { customer: reply.result, sessionExpires: expiresOf(reply.meta?.session_expires) };
    },
    /** POST me, queued (commerce-core.md §7: "queued; body is the profile"). */
    updateMe(customer: Record<string, unknown>): Promise<Customer> {
      return api.post(`${EXT}/me`, { customer }, { schema: customerSchema, auth: true, silent: true, queue: true });
    },
    orderHistory(pageSize: number, currentPage: number): Promise<OrderHistoryReply> {
      return api.get(`${EXT}/order-history`, { schema: orderHistoryReplySchema, auth: true, silent: true, query: { pageSize, currentPage } });
    },
    /** GET order-history/{increment_id}: one order of the customer's. */
    order(incrementId: string): Promise<OrderHistoryEntry> {
      return api.get(`${EXT}/order-history/${encodeURIComponent(incrementId)}`, { schema: orderHistoryEntrySchema, auth: true, silent: true });
    },
    addresses(): Promise<CustomerAddress[]> {
      return api.get(`${EXT}/address`, { schema: addressListReplySchema, auth: true, silent: true });
    },
    /** DELETE address with user_id and address_id (commerce-core.md §7). */
    deleteAddress(userId: number, addressId: number): Promise<true> {
      return api.delete(`${EXT}/address`, { schema: deleteReplySchema, auth: true, silent: true, body: { user_id: userId, address_id: addressId } });
    },
    resetPassword(email: string): Promise<true> {
      return api.post(`${EXT}/reset-password`, { email }, { schema: passwordReplySchema, silent: true });
    },
    createPassword(request: { email: string; newPassword: string; resetToken: string }): Promise<true> {
      return api.post(`${EXT}/create-password`, request, { schema: passwordReplySchema, silent: true });
    },
    changePassword(request: ChangePasswordRequest): Promise<true> {
      return api.post(`${EXT}/change-password`, request, { schema: passwordReplySchema, auth: true, silent: true });
    },
    newsletterStatus(email: string): Promise<boolean> {
      return api.get(NEWSLETTER, { schema: newsletterStatusReplySchema, silent: true, query: { email } });
    },
    async subscribe(email: string): Promise<void> {
      await api.post(NEWSLETTER, { email }, { schema: newsletterChangeReplySchema, silent: true });
    },
    async unsubscribe(email: string): Promise<void> {
      await api.delete(NEWSLETTER, { schema: newsletterChangeReplySchema, silent: true, body: { email } });
    },
    loyaltyTransactions(): Promise<LoyaltyTransaction[]> {
      return api.get(`${EXT}/loyalty/transactions`, { schema: loyaltyTransactionListReplySchema, auth: true, silent: true });
    },
    loyaltyTransaction(transactionId: string): Promise<LoyaltyTransactionDetail> {
      return api.get(`${EXT}/loyalty/transactions/${encodeURIComponent(transactionId)}`, { schema: loyaltyTransactionDetailSchema, auth: true, silent: true });
    },
    async personalCoupons(): Promise<PersonalCoupon[]> {
      return (await api.get(`${EXT}/personal-pricing/client`, { schema: personalPricingClientReplySchema, auth: true, silent: true })).ppr_coupon_result;
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
