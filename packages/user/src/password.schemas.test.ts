import { describe, expect, it } from "vitest";
import { newPasswordSchema, PASSWORD_CLASSES_MESSAGE, PASSWORD_MIN_LENGTH_MESSAGE } from "./password.schemas";

describe("new password (presentation-content.md §5 Change password)", () => {
  it.each([
    ["Abcdefg1", undefined],
    ["abcdefg1!", undefined],
    ["ABCDEFG1!", undefined],
    ["Abc1!", PASSWORD_MIN_LENGTH_MESSAGE],
    ["abcdefgh", PASSWORD_CLASSES_MESSAGE],
    ["abcdefg1", PASSWORD_CLASSES_MESSAGE],
    ["ABCDEFGH!", PASSWORD_CLASSES_MESSAGE],
  ])("%j → %s", (password, message) => {
    const result = newPasswordSchema.safeParse(password);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
