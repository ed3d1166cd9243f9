import { describe, expect, it } from "vitest";
import { createPreviewTokens, PREVIEW_LINK_MAX_AGE_SECONDS, PREVIEW_TOKEN_LIFETIME_SECONDS, previewLinkToken } from "./preview-tokens";

const SECRET = "editor-token-0123456789";
const START = new Date("2026-11-28T12:00:00Z");
const seconds = START.getTime() / 1000;

function clock() {
  let now = START;
  return { now: () => now, advance: (by: number) => void (now = new Date(now.getTime() + by * 1000)) };
}

describe("preview links (presentation-content.md §2 Content preview: spaceId, timestamp, token)", () => {
  const tokens = createPreviewTokens(SECRET, () => START);
  const link = (timestamp: number, secret = SECRET, spaceId = "1") => ({ spaceId, timestamp: String(timestamp), token: previewLinkToken(spaceId, secret, timestamp) });

  it.each([
    ["signed now", link(seconds), true],
    ["an hour old", link(seconds - PREVIEW_LINK_MAX_AGE_SECONDS), true],
    ["older than an hour", link(seconds - PREVIEW_LINK_MAX_AGE_SECONDS - 1), false],
    ["a minute ahead (clock skew)", link(seconds + 60), true],
    ["more than a minute ahead", link(seconds + 61), false],
    ["signed with another secret", link(seconds, "someone-else-0123456789"), false],
    ["for another space", link(seconds, SECRET, "2"), false],
    ["with a timestamp that is no number", { ...link(seconds), timestamp: "soon" }, false],
  ])("a link %s is valid: %s", (_case, given, valid) => {
    expect(tokens.linkIsValid(given)).toBe(valid);
  });
});

describe("preview tokens", () => {
  it("open drafts until their lifetime ends", () => {
    const time = clock();
    const tokens = createPreviewTokens(SECRET, time.now);
    const token = tokens.issue();
    expect(tokens.isValid(token)).toBe(true);
    time.advance(PREVIEW_TOKEN_LIFETIME_SECONDS - 1);
    expect(tokens.isValid(token)).toBe(true);
    time.advance(1);
    expect(tokens.isValid(token)).toBe(false);
  });

  it("refuses a token of another editor secret, a changed expiry and garbage", () => {
    const token = createPreviewTokens(SECRET, () => START).issue();
    const [expires, signature] = token.split(".");
    const other = createPreviewTokens("another-editor-token-0000", () => START);
    expect(other.isValid(token)).toBe(false);
    const tokens = createPreviewTokens(SECRET, () => START);
    expect(tokens.isValid(`${Number(expires) + 3600}.${signature}`)).toBe(false);
    for (const garbage of [undefined, "", "abc", `${expires}.`, `.${signature}`]) expect(tokens.isValid(garbage)).toBe(false);
  });
});
