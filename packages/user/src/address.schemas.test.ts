import { describe, expect, it } from "vitest";
import { countryIdSchema } from "./address.schemas";

describe("country_id (commerce-core.md §3 Address)", () => {
  it.each([
    ["NL", true],
    ["DE", true],
    ["nl", false],
    ["NLD", false],
    ["N", false],
    ["", false],
  ])("%j is a two-letter code: %s", (value, valid) => {
    const parsed = countryIdSchema.safeParse(value);
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe("must be a two-letter country code");
  });
});
