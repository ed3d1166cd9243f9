import { describe, expect, it } from "vitest";
import { nulCharacterErrors, rowIdParamSchema } from "./validation";

describe("nulCharacterErrors (PostgreSQL text and jsonb cannot hold U+0000)", () => {
  it.each([
    ["a clean value", { a: "x", b: [1, "y", null], c: { d: true } }, []],
    ["a string", "a\u0000b", ["(root)"]],
    ["a nested field", { customer: { firstname: "Ni\u0000na", lastname: "ok" } }, ["customer.firstname"]],
    ["an array entry", { street: ["ok", "\u0000"] }, ["street.1"]],
    ["an object key", { "bad\u0000key": 1 }, ["bad\u0000key"]],
  ])("%s", (_case, value, paths) => {
    expect(nulCharacterErrors(value).map((error) => error.path)).toEqual(paths);
  });
});

describe("rowIdParamSchema (a serial id is a PostgreSQL integer)", () => {
  it.each([
    ["7", true],
    ["2147483647", true],
    ["2147483648", false],
    ["0", false],
    ["1.5", false],
    ["abc", false],
  ])("%s → %s", (value, valid) => {
    expect(rowIdParamSchema.safeParse(value).success).toBe(valid);
  });
});
