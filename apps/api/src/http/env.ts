import type { SessionCustomer } from "../auth/tokens";

/** What middleware puts on the request context. */
export interface ShopEnv {
  Variables: {
    /** The customer of a valid token, when one was sent. */
    customer: SessionCustomer | undefined;
    /** A token was sent but is invalid, expired or revoked. */
    tokenRejected: boolean;
    /** The reply carries a secret (login, refresh tokens; a new cart's id): the idempotency middleware must not store it. */
    secretReply: boolean;
    /** The request timeout answered 504 while the handler went on: its own reply is stored on its key when it ends (idempotency). */
    timedOut: boolean;
  };
}
