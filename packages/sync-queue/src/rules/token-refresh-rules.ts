/**
 * The token-refresh lock of commerce-core.md §4 "Session and token": 0 idle, positive while a
 * refresh is in progress, -1 after a refresh failed.
 */
export const REFRESH_IDLE = 0;
export const REFRESH_IN_PROGRESS = 1;
export const REFRESH_FAILED = -1;

export interface TokenRefreshState {
  lock: number;
  /** Refreshes answered since the last successful one, plus the one in progress (a refresh that got no reply does not count). */
  attempts: number;
  /** The token whose refresh failed; a different token (a new login) lifts the -1 lock. */
  failedToken: string | null;
}

export const initialTokenRefreshState: TokenRefreshState = { lock: REFRESH_IDLE, attempts: 0, failedToken: null };

export type BeforeSendDecision = "send" | "wait" | "reject" | "unlock-and-send";

/**
 * Before a task that carries the customer token is sent: while the lock is positive it waits
 * 1 s and tries again; a task that waited for a refresh that then failed is rejected with
 * 401, and so is any task sent with the refused token while the lock is -1. Another token
 * (the customer logged in again) lifts the -1 lock; a task without a token is always sent.
 */
export function decideBeforeSend(state: TokenRefreshState, token: string | null, waitedOnFailedRefresh: boolean): BeforeSendDecision {
  if (waitedOnFailedRefresh) return "reject";
  if (token === null) return "send";
  if (state.lock > 0) return "wait";
  if (state.lock < 0) return token === state.failedToken ? "reject" : "unlock-and-send";
  return "send";
}

export type UnauthorizedDecision =
  /** The task did not carry a customer token: nothing to refresh, it fails with 401. */
  | "fail"
  /** Auto-refresh is off: the session ends, the task fails with 401. */
  | "end-session"
  /** Someone already replaced the token this task was sent with: send again at once. */
  | "retry"
  /** A refresh is running: wait 1 s and send again. */
  | "wait"
  /** A refresh failed: reject with 401. */
  | "reject"
  /** Start the one refresh. */
  | "refresh"
  /** Too many refreshes (globally, or for this task): the session ends. */
  | "attempts-exceeded";

export interface UnauthorizedInput {
  state: TokenRefreshState;
  autoRefreshTokens: boolean;
  maxAttempts: number;
  /** The token the refused request carried. */
  sentToken: string | null;
  /** The token now in the session. */
  currentToken: string | null;
  /** Refreshes this task has already gone through (guards a server that refuses every new token). */
  taskRefreshes: number;
}

/** What a 401 leads to (commerce-core.md §4 "A 401 triggers a token refresh when auto-refresh is on"). */
export function decideOnUnauthorized(input: UnauthorizedInput): UnauthorizedDecision {
  if (input.sentToken === null) return "fail";
  if (!input.autoRefreshTokens) return "end-session";
  // The customer logged out meanwhile: nothing to refresh.
  if (input.currentToken === null) return input.state.lock < 0 ? "reject" : "fail";
  if (input.currentToken !== input.sentToken) return "retry";
  if (input.state.lock > 0) return "wait";
  if (input.state.lock < 0) return "reject";
  if (input.state.attempts >= input.maxAttempts || input.taskRefreshes >= input.maxAttempts) return "attempts-exceeded";
  return "refresh";
}

export interface RefusedRefreshInput {
  /** The refresh call was answered with 401 (HTTP or envelope code). */
  unauthorized: boolean;
  /** The refresh token that call sent. */
  sentRefreshToken: string;
  /** The refresh token the session holds now. */
  storedRefreshToken: string | null | undefined;
}

/**
 * The refresh token to retry a refused refresh with, or null to fail it. The back end makes
 * refresh tokens one-use: a 401 while the session meanwhile stored another refresh token means
 * another tab refreshed first and persisted the new pair, so one retry with that token is worth
 * it; anything else (another refusal, the same token, a second 401) ends the session as before.
 */
export function refreshTokenToRetry(input: RefusedRefreshInput): string | null {
  if (!input.unauthorized) return null;
  const stored = input.storedRefreshToken;
  return stored && stored !== input.sentRefreshToken ? stored : null;
}
