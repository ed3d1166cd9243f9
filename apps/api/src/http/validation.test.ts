import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INT4_MAX } from "../db/database";
import { unstorableTextErrors, rowIdParamSchema, withRowIdCaps } from "./validation";

describe("unstorableTextErrors (PostgreSQL text and jsonb cannot hold U+0000; jsonb refuses a lone surrogate, text replaces it)", () => {
  it.each([
    ["a clean value", { a: "x", b: [1, "y", null], c: { d: true } }, []],
    ["a string", "a\u0000b", ["(root)"]],
    ["a nested field", { customer: { firstname: "Ni\u0000na", lastname: "ok" } }, ["customer.firstname"]],
    ["an array entry", { street: ["ok", "\u0000"] }, ["street.1"]],
    ["an object key", { "bad\u0000key": 1 }, ["bad\u0000key"]],
    ["a lone high surrogate", { sku: "AB\ud800" }, ["sku"]],
    ["a lone low surrogate", { city: ["\udc00x"] }, ["city.0"]],
    ["a high surrogate followed by another high one", { name: "\ud800\ud83d\ude00" }, ["name"]],
    ["a lone surrogate in a key", { "k\udfff": 1 }, ["k\udfff"]],
    ["a surrogate pair (an emoji) is text", { note: "Zoë 😀 \ud83d\ude00" }, []],
  ])("%s", (_case, value, paths) => {
    expect(unstorableTextErrors(value).map((error) => error.path)).toEqual(paths);
  });
});

describe("rowIdParamSchema (a serial id is a PostgreSQL integer, from JSON or a query string)", () => {
  it.each([
    ["7", true],
    [7, true],
    ["007", true],
    ["2147483647", true],
    ["2147483648", false],
    [2_147_483_648, false],
    ["0", false],
    ["1.5", false],
    ["abc", false],
    // Not coerced: a JSON body's true or [5] is not the id 1 or 5.
    [true, false],
    [[5], false],
    ["", false],
    [" 5", false],
    ["1e3", false],
    ["0x10", false],
  ])("%j → %s", (value, valid) => {
    expect(rowIdParamSchema.safeParse(value).success).toBe(valid);
  });
});

describe("withRowIdCaps (ids of a package schema capped at the database's integer)", () => {
  const schema = withRowIdCaps(z.object({ item: z.object({ id: z.number().int().positive(), name: z.string().min(1) }) }), z.object({ item: z.object({ id: z.number().max(INT4_MAX) }) }));
  it.each([
    ["a valid id", { item: { id: 5, name: "a" } }, []],
    ["an id above the cap", { item: { id: INT4_MAX + 1, name: "a" } }, [["item.id", "too_big"]]],
    ["an id above the cap and a range error elsewhere", { item: { id: INT4_MAX + 1, name: "" } }, [["item.name", "too_small"], ["item.id", "too_big"]]],
    ["an id above the cap and a type error elsewhere: the type first", { item: { id: INT4_MAX + 1, name: 1 } }, [["item.name", "invalid_type"]]],
    ["a type error, reported once", { item: { id: "5", name: "a" } }, [["item.id", "invalid_type"]]],
    ["a zero id, reported once", { item: { id: 0, name: "a" } }, [["item.id", "too_small"]]],
  ])("%s", (_case, value, issues) => {
    const result = schema.safeParse(value);
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.code])).toEqual(issues);
  });
});
