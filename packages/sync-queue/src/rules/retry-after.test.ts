import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./retry-after";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe("Retry-After of a gateway's 429 or 503 (RFC 9110 §10.2.3; the wait before a queued task goes again, commerce-core.md §4)", () => {
  it.each<[string, string | undefined, number | undefined]>([
    ["absent", undefined, undefined],
    ["empty", "  ", undefined],
    ["delay-seconds", "120", 120_000],
    ["delay-seconds with spaces", " 0 ", 0],
    ["an HTTP date 90 s ahead", "Thu, 15 Jan 2026 12:01:30 GMT", 90_000],
    ["an HTTP date in the past", "Thu, 15 Jan 2026 11:00:00 GMT", 0],
    ["unreadable", "soon", undefined],
  ])("%s → %s ms", (_case, value, ms) => {
    expect(retryAfterMs(value, NOW)).toBe(ms);
  });
});
