import { isSyncTaskError } from "@shop/sync-queue";

/** How a failed cart call is handled. */
export type CartFailure =
  /** No answer (offline, timeout, a gateway's page): nothing is undone; the next sync retries. */
  | "unreachable"
  /** The cart token was refused (401): the guest-cart bypass (commerce-core.md §4 Cart connect). */
  | "unauthorized"
  /** The server cart is gone or the id is missing (a deleted quote, an expired id): a new cart is created. */
  | "cart-gone"
  /** The server answered no to this call (a line it will not hold): that change is undone. */
  | "refused";

const CART_GONE = /No such entity with cartId/i;

export function cartFailureOf(error: unknown): CartFailure {
  if (isSyncTaskError(error, "network", "offline", "cleared", "not-queued")) return "unreachable";
  if (isSyncTaskError(error, "cart-id-missing")) return "cart-gone";
  if (isSyncTaskError(error) && error.code === 401) return "unauthorized";
  if (isSyncTaskError(error, "server") && error.code === 404 && CART_GONE.test(error.serverMessage ?? error.message)) return "cart-gone";
  if (isSyncTaskError(error, "server")) return "refused";
  return "unreachable";
}
