import { passwordCharacterClassCount, passwordProblems } from "@shop/core";
import { PASSWORD_RULE_CASES } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { characterClassCount, newPasswordSchema, PASSWORD_CLASSES_MESSAGE, PASSWORD_MIN_LENGTH_MESSAGE } from "./password.schemas";

describe("new password (presentation-content.md §5 Change password)", () => {
  it.each([
    ["Abcdefg1", undefined],
    ["abcdefg1!", undefined],
    ["ABCDEFG1!", undefined],
    ["Abc1!", PASSWORD_MIN_LENGTH_MESSAGE],
    ["", PASSWORD_MIN_LENGTH_MESSAGE],
    ["abcdefgh", PASSWORD_CLASSES_MESSAGE],
    ["abcdefg1", PASSWORD_CLASSES_MESSAGE],
    ["ABCDEFGH!", PASSWORD_CLASSES_MESSAGE],
  ])("%j → %s", (password, message) => {
    const result = newPasswordSchema.safeParse(password);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  // The one password table (@shop/core/testing), run against @shop/ui's form and the api too.
  it.each(PASSWORD_RULE_CASES.map((row) => [row.name, row] as const))("the shared password table: %s", (_name, row) => {
    const messages = newPasswordSchema.safeParse(row.password).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages[0] ?? null).toBe(row.message);
    expect(messages).toEqual(passwordProblems(row.password));
    expect(characterClassCount(row.password)).toBe(row.classes.length);
  });

  it("answers every broken rule, the length first", () => {
    expect(newPasswordSchema.safeParse("abc").error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_MIN_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE]);
  });

  it("keeps the api's input bound", () => {
    expect(newPasswordSchema.safeParse(`Aa1${"x".repeat(254)}`).success).toBe(false);
    expect(newPasswordSchema.safeParse(`Aa1${"x".repeat(253)}`).success).toBe(true);
  });

  it("characterClassCount is @shop/core's function", () => {
    expect(characterClassCount).toBe(passwordCharacterClassCount);
  });
});
