/** Who may see an account page, as the client knows it (commerce-core.md §6). */
export type AccountAccess = "pending" | "guest" | "customer";

export interface AccessFacts {
  /** The component has mounted: the first client render must equal the server's, which cannot know the session. */
  mounted: boolean;
  /** redux-persist has restored the browser's session (the token lives only there). */
  rehydrated: boolean;
  loggedIn: boolean;
}

/**
 * The account pages' decision: nothing is decided before the page has mounted and the
 * persisted session is back (server render and first client render: "pending", the neutral
 * loading shell); then a customer sees the page and a guest is sent to /login.
 */
export function accountAccess({ mounted, rehydrated, loggedIn }: AccessFacts): AccountAccess {
  if (!mounted || !rehydrated) return "pending";
  return loggedIn ? "customer" : "guest";
}

/** Whether redux-persist has put the `user` slice back: its `_persist.rehydrated` (absent on the server, which has no persistence). */
export function isUserRehydrated(state: { user: object }): boolean {
  const persist = (state.user as { _persist?: { rehydrated?: boolean } })._persist;
  return persist?.rehydrated === true;
}
