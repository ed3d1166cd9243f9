import { describe, expect, it } from "vitest";
import { isQuotaExceeded, readsEnabled, writesEnabled } from "./storage-errors";

const limits = { maxReadErrors: 1, maxWriteErrors: 30 };

describe("storage error limits (commerce-core.md §5: writes disabled after 30 write errors, reads after 1)", () => {
  it.each([
    [0, 0, true, true],
    [0, 29, true, true],
    [0, 30, true, false],
    [1, 0, false, true],
  ])("%i read / %i write errors → reads %s, writes %s", (readErrors, writeErrors, reads, writes) => {
    expect(readsEnabled({ readErrors, writeErrors }, limits)).toBe(reads);
    expect(writesEnabled({ readErrors, writeErrors }, limits)).toBe(writes);
  });

  it.each([
    [Object.assign(new Error("full"), { name: "QuotaExceededError" }), true],
    [Object.assign(new Error("full"), { name: "NS_ERROR_DOM_QUOTA_REACHED" }), true],
    [{ code: 22 }, true],
    [new Error("other"), false],
    ["QuotaExceededError", false],
  ])("quota exceeded: %o → %s", (error, expected) => {
    expect(isQuotaExceeded(error)).toBe(expected);
  });
});
