import { describe, expect, it } from "vitest";
import { decideBeforeSend, decideOnUnauthorized, refreshTokenToRetry, type TokenRefreshState } from "./token-refresh-rules";

const idle: TokenRefreshState = { lock: 0, attempts: 0, failedToken: null };
const busy: TokenRefreshState = { lock: 1, attempts: 1, failedToken: null };
const failed: TokenRefreshState = { lock: -1, attempts: 1, failedToken: "old" };

describe("token refresh lock (commerce-core.md §4 Session and token)", () => {
  it.each([
    ["a guest task is sent whatever the lock", busy, null, false, "send"],
    ["idle: send", idle, "t", false, "send"],
    ["in progress: wait 1 s and retry", busy, "t", false, "wait"],
    ["failed, same token: rejected with 401", failed, "old", false, "reject"],
    ["failed, a new login: the lock is lifted", failed, "new", false, "unlock-and-send"],
    ["waited for a refresh that failed: rejected even as a guest now", idle, null, true, "reject"],
  ] as const)("before send — %s", (_case, state, token, waitedOnFailedRefresh, expected) => {
    expect(decideBeforeSend(state, token, waitedOnFailedRefresh)).toBe(expected);
  });

  const base = { state: idle, autoRefreshTokens: true, maxAttempts: 3, sentToken: "t", currentToken: "t", taskRefreshes: 0 };
  it.each([
    ["no token was sent: plain 401", { sentToken: null }, "fail"],
    ["auto-refresh off: the session ends", { autoRefreshTokens: false }, "end-session"],
    ["logged out meanwhile: plain 401", { currentToken: null }, "fail"],
    ["logged out by a failed refresh: rejected", { currentToken: null, state: failed }, "reject"],
    ["the token was already refreshed: retry at once", { currentToken: "new" }, "retry"],
    ["a refresh is running: wait", { state: busy }, "wait"],
    ["the lock is -1: rejected", { state: { ...failed, failedToken: "t" } }, "reject"],
    ["idle: refresh", {}, "refresh"],
    ["3 refreshes without success: the session ends", { state: { ...idle, attempts: 3 } }, "attempts-exceeded"],
    ["this task went through 3 refreshes: the session ends", { taskRefreshes: 3 }, "attempts-exceeded"],
    ["2 attempts so far: refresh", { state: { ...idle, attempts: 2 }, taskRefreshes: 2 }, "refresh"],
  ] as const)("on 401 — %s", (_case, override, expected) => {
    expect(decideOnUnauthorized({ ...base, ...override })).toBe(expected);
  });

  const refused = { unauthorized: true, sentRefreshToken: "r1", storedRefreshToken: "r2" };
  it.each([
    ["401 and another tab stored a new refresh token: retry with it", {}, "r2"],
    ["401, the stored refresh token is the one refused: fail", { storedRefreshToken: "r1" }, null],
    ["401, no refresh token stored any more (logged out): fail", { storedRefreshToken: null }, null],
    ["401, an empty stored refresh token: fail", { storedRefreshToken: "" }, null],
    ["another refusal than 401 (e.g. 500): fail", { unauthorized: false }, null],
  ] as const)("refused refresh — %s", (_case, override, expected) => {
    expect(refreshTokenToRetry({ ...refused, ...override })).toBe(expected);
  });
});
