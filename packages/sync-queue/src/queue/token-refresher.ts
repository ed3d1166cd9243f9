import type { Logger, ShopConfig } from "@shop/core";
import { z } from "zod";
import { SYNC_MESSAGES } from "../errors/messages";
import { buildUrl } from "../rules/build-url";
import { ignoredMetaWarnings, readReply, type RawReply, type ReplyOutcome } from "../rules/read-reply";
import { currentToken } from "../rules/template-url";
import { gatewayPageOf, type GatewayPage } from "../rules/unreached-reply";
import {
  REFRESH_FAILED,
  REFRESH_IDLE,
  REFRESH_IN_PROGRESS,
  initialTokenRefreshState,
  refreshTokenToRetry,
  type TokenRefreshState,
} from "../rules/token-refresh-rules";
import type { SessionTokens } from "./session-tokens";
import { guardedEmit, type SessionEndReason, type SyncEvents } from "./sync-events";
import type { OutgoingRequest } from "./transport";

/** The refresh reply's result: the new customer token (a rotated refresh token comes in meta). */
const refreshResultSchema = z.string().min(1);

export type RefreshOutcome =
  | { type: "refreshed" }
  | { type: "failed" }
  /** Not a refusal: no reply at all, or only a gateway's `page` (the refresh never reached the back end). */
  | { type: "no-reply"; page?: GatewayPage };

/** One refresh call: the back end's reply, or none (`page` when a gateway answered for it). */
type RefreshCall = { answered: ReplyOutcome } | { answered?: undefined; page?: GatewayPage };

export interface TokenRefresherDeps {
  config: ShopConfig;
  tokens: SessionTokens;
  events: SyncEvents;
  /** Sends without the queue (commerce-core.md §7: the refresh call is not a task). */
  send(request: OutgoingRequest): Promise<RawReply>;
  /** Clears unsent tasks and private cached results once the session ended. */
  onSessionEnded(): Promise<void>;
  logger: Logger;
}

export interface TokenRefresher {
  state(): TokenRefreshState;
  /** Number of refreshes started so far; a task that waits remembers which one it waits for. */
  generation(): number;
  /** Whether the refresh of that generation (or a later one) failed. */
  failedSince(generation: number): boolean;
  /** Runs the one refresh (callers hold the lock decision: call only when the lock is idle). */
  refresh(): Promise<RefreshOutcome>;
  /** Ends the session: lock -1, session-ended + show-login, unsent tasks cleared (never throws). */
  fail(reason: SessionEndReason, failedToken: string | null): Promise<void>;
  /** Lock 0 and attempts 0 (commerce-core.md §4 "can be reset"); a new login does this. */
  reset(): void;
}

export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  let state: TokenRefreshState = initialTokenRefreshState;
  let generation = 0;
  let lastFailedGeneration = 0;
  let running: Promise<RefreshOutcome> | undefined;

  /** Listeners observe the lock; one that throws must not change how the refresh ends. */
  const emit = guardedEmit(deps.events, deps.logger, "during the token refresh");

  function set(next: Partial<TokenRefreshState>) {
    state = { ...state, ...next };
    emit("token-refresh-changed", { lock: state.lock, attempts: state.attempts });
  }

  /** Never throws: the lock is -1 afterwards whatever the listeners or the clean-up do. */
  async function fail(reason: SessionEndReason, failedToken: string | null, internalError = reason === "refresh-attempts-exceeded"): Promise<void> {
    lastFailedGeneration = generation;
    // After too many attempts the counter starts over (the lock still blocks until reset or a new login).
    set({ lock: REFRESH_FAILED, failedToken, attempts: reason === "refresh-attempts-exceeded" ? 0 : state.attempts });
    if (internalError) {
      emit("notification", { type: "danger", message: SYNC_MESSAGES.refreshInternal, action1: { label: SYNC_MESSAGES.ok } });
    }
    emit("session-ended", { reason });
    emit("show-login", { reason });
    try {
      await deps.onSessionEnded();
    } catch (error) {
      deps.logger.error("clearing the ended session failed", error);
    }
  }

  /** One refresh call; no `answered` when no reply came (or only a gateway's `page`, see `isUnreachedReply`). */
  async function callRefresh(refreshToken: string): Promise<RefreshCall> {
    let reply: RawReply;
    const url = buildUrl("/api/ext/{ext}/refresh", deps.config.api);
    try {
      reply = await deps.send({
        // No placeholders in it (the refresh token goes in the body).
        url,
        loggedUrl: url,
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      return {};
    }
    const outcome = readReply(reply);
    // A gateway's error page: the refresh never reached the back end (its token is not used up).
    const page = gatewayPageOf(reply, outcome);
    if (page) return { page };
    for (const warning of ignoredMetaWarnings(outcome, "POST /api/ext/{ext}/refresh")) deps.logger.warn(warning);
    return { answered: outcome };
  }

  async function attempt(failedToken: string | null): Promise<RefreshOutcome> {
    set({ lock: REFRESH_IN_PROGRESS, attempts: state.attempts + 1 });
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) {
      await fail("refresh-failed", failedToken);
      return { type: "failed" };
    }
    let call = await callRefresh(refreshToken);
    // One-use refresh tokens: another tab may have refreshed first and stored the new pair (one retry at most).
    const first = call.answered;
    const retryWith =
      first &&
      refreshTokenToRetry({
        unauthorized: first.type === "unauthorized",
        sentRefreshToken: refreshToken,
        storedRefreshToken: deps.tokens.getRefreshToken(),
      });
    if (retryWith) call = await callRefresh(retryWith);
    const outcome = call.answered;
    if (!outcome) {
      // No reply is not a refusal: unlock and give the attempt back (the limit stops a server
      // that refuses tokens; a partial outage answering the refresh with a gateway's page must
      // not log the customer out), let tasks try again.
      set({ lock: REFRESH_IDLE, attempts: Math.max(0, state.attempts - 1) });
      return { type: "no-reply", ...(call.page && { page: call.page }) };
    }
    const token = outcome.type === "envelope" && outcome.envelope.code === 200 ? refreshResultSchema.safeParse(outcome.envelope.result) : null;
    if (outcome.type !== "envelope" || !token?.success) {
      await fail("refresh-failed", failedToken);
      return { type: "failed" };
    }
    const rotated = outcome.envelope.meta?.refreshToken;
    deps.tokens.setTokens({ token: token.data, ...(rotated !== undefined && { refreshToken: rotated }) });
    // The new token's expiry, for the session (the retried task may fail and bring none).
    const sessionExpires = outcome.envelope.meta?.session_expires;
    if (sessionExpires) emit("session-expires", { sessionExpires });
    // Reset after every successful refresh, so long sessions are never logged out by a counter.
    set({ lock: REFRESH_IDLE, attempts: 0, failedToken: null });
    return { type: "refreshed" };
  }

  async function run(): Promise<RefreshOutcome> {
    let failedToken: string | null = null;
    generation += 1;
    try {
      failedToken = currentToken(deps.tokens.getToken());
      return await attempt(failedToken);
    } catch (error) {
      // A session seam that throws (getRefreshToken, setTokens) must not leave the lock at 1
      // with every task waiting for ever: the refresh fails as an internal error (§8 "refresh internal").
      deps.logger.error("the token refresh failed with an internal error", error);
      await fail("refresh-failed", failedToken, true);
      return { type: "failed" };
    }
  }

  return {
    state: () => state,
    generation: () => generation,
    failedSince: (since) => since > 0 && lastFailedGeneration >= since,
    refresh() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    fail,
    reset: () => set({ lock: REFRESH_IDLE, attempts: 0, failedToken: null }),
  };
}
