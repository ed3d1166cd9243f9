import type { SessionCustomer } from "../auth/tokens";

/** What middleware puts on the request context. */
export interface ShopEnv {
  Variables: {
    /** The customer of a valid token, when one was sent. */
    customer: SessionCustomer | undefined;
    /** A token was sent but is invalid, expired or revoked. */
    tokenRejected: boolean;
    /** The reply carries tokens (login, refresh): the idempotency middleware must not store it. */
    secretReply: boolean;
  };
}
