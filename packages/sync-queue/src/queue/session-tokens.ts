/**
 * The seam to the session (owned by @shop/user): the network layer reads the customer token,
 * the refresh token and the cart id when a task is sent, and stores new tokens after a refresh.
 */
export interface SessionTokens {
  getToken(): string | null | undefined;
  /** Read again after a refused refresh: another tab may have stored a newer pair meanwhile. */
  getRefreshToken(): string | null | undefined;
  getCartId(): string | null | undefined;
  /** Called after a successful refresh (`refreshToken` only when the server rotated it). */
  setTokens(tokens: { token: string; refreshToken?: string }): void;
  /**
   * Resolves once the session restored its token and cart id after a page load (e.g. when
   * redux-persist has rehydrated). Tasks that fill `{{token}}` or `{{cartId}}`, the replay of
   * the stored queue among them, wait for it; others go at once. Past
   * `config.network.sessionRestoreTimeoutMs` direct tasks go with what the session holds, while
   * queued ones stay queued until it settles. Leave it out when the tokens are there from the start.
   */
  ready?(): Promise<void>;
}

export interface MemorySessionTokens extends SessionTokens {
  setToken(token: string | null): void;
  setRefreshToken(refreshToken: string | null): void;
  setCartId(cartId: string | null): void;
}

/** Session tokens held in memory: for tests, the bench, and apps without a user package. */
export function createMemorySessionTokens(
  initial: { token?: string | null; refreshToken?: string | null; cartId?: string | null } = {},
): MemorySessionTokens {
  let token = initial.token ?? null;
  let refreshToken = initial.refreshToken ?? null;
  let cartId = initial.cartId ?? null;
  return {
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    getCartId: () => cartId,
    setTokens(next) {
      token = next.token;
      if (next.refreshToken !== undefined) refreshToken = next.refreshToken;
    },
    setToken: (value) => void (token = value),
    setRefreshToken: (value) => void (refreshToken = value),
    setCartId: (value) => void (cartId = value),
  };
}
