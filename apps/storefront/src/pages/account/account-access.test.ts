import { describe, expect, it } from "vitest";
import { accountAccess, isUserRehydrated } from "./account-access";

describe("accountAccess (commerce-core.md §6; presentation-content.md §6 'You need to be logged in to see this page')", () => {
  it.each([
    ["server render / first client render", { mounted: false, rehydrated: false, loggedIn: false }, "pending"],
    ["first client render of a restored session: still the server's", { mounted: false, rehydrated: true, loggedIn: true }, "pending"],
    ["mounted, session not yet restored", { mounted: true, rehydrated: false, loggedIn: false }, "pending"],
    ["mounted, restored, no session", { mounted: true, rehydrated: true, loggedIn: false }, "guest"],
    ["mounted, restored, logged in", { mounted: true, rehydrated: true, loggedIn: true }, "customer"],
  ] as const)("%s → %s", (_case, facts, expected) => {
    expect(accountAccess(facts)).toBe(expected);
  });
});

describe("isUserRehydrated", () => {
  it.each([
    ["the server's slice (no persistence)", { token: null }, false],
    ["persisting, not yet restored", { token: null, _persist: { version: 1, rehydrated: false } }, false],
    ["restored", { token: "t", _persist: { version: 1, rehydrated: true } }, true],
  ])("%s", (_case, user, expected) => {
    expect(isUserRehydrated({ user })).toBe(expected);
  });
});
