/** What a navigation does with the session (commerce-core.md §4 Session and token, §9 refresh threshold 900 s). */
export type SessionCheck =
  /** No customer session. */
  | "guest"
  /** The token lives longer than the threshold: nothing to do. */
  | "fresh"
  /** The token expires within the threshold: renew it and refresh the profile. */
  | "refresh"
  /** The session ended while the shopper was away (inactivity): forced logout. */
  | "expired";

export interface SessionFacts {
  hasToken: boolean;
  /** Epoch ms the session's token expires (`meta.session_expires`); null: not told. */
  sessionExpires: number | null;
  now: number;
  refreshThresholdSeconds: number;
}

export function sessionCheck({ hasToken, sessionExpires, now, refreshThresholdSeconds }: SessionFacts): SessionCheck {
  if (!hasToken) return "guest";
  if (sessionExpires === null) return "fresh";
  if (sessionExpires <= now) return "expired";
  return sessionExpires - now <= refreshThresholdSeconds * 1000 ? "refresh" : "fresh";
}

/** Logged in: a token, a non-expired session and a current profile (commerce-core.md §6). */
export function isLoggedIn(facts: { hasToken: boolean; hasProfile: boolean; sessionExpires: number | null; now: number }): boolean {
  return facts.hasToken && facts.hasProfile && (facts.sessionExpires === null || facts.sessionExpires > facts.now);
}

/**
 * Where a shopper goes once the session expired (commerce-core.md §4; presentation-content.md
 * §2): in checkout, home; otherwise the configured login path, or the login modal. The app
 * acts on it (the package has no router).
 */
export type SessionExpiryOutcome = { kind: "home" } | { kind: "login-path"; path: string } | { kind: "login-modal" };

export function sessionExpiryOutcome(facts: { inCheckout: boolean; loginPath: string | null }): SessionExpiryOutcome {
  if (facts.inCheckout) return { kind: "home" };
  return facts.loginPath === null ? { kind: "login-modal" } : { kind: "login-path", path: facts.loginPath };
}
