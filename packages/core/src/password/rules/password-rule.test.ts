import { describe, expect, it } from "vitest";
import { PASSWORD_RULE_CASES } from "../../testing/password-rule-cases";
import {
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH_MESSAGE,
  passwordCharacterClassCount,
  passwordClassesOf,
  passwordLength,
  passwordProblem,
  passwordProblems,
} from "./password-rule";

describe("the password rule (presentation-content.md §5 Change password: at least 8 characters, 3 of 4 character classes)", () => {
  it("keeps the spec's numbers and exact messages", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MIN_CLASSES]).toEqual([8, 3]);
    expect(PASSWORD_MIN_LENGTH_MESSAGE).toBe("Password must have at least 8 letters.");
    expect(PASSWORD_CLASSES_MESSAGE).toBe("Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.");
  });

  it.each(PASSWORD_RULE_CASES.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    expect(passwordLength(row.password)).toBe(row.length);
    expect(passwordClassesOf(row.password)).toEqual(row.classes);
    expect(passwordCharacterClassCount(row.password)).toBe(row.classes.length);
    expect(passwordProblem(row.password)).toBe(row.message);
    expect(passwordProblems(row.password)[0] ?? null).toBe(row.message);
  });

  it("reports the length before the classes, and an empty password as too short", () => {
    expect(passwordProblems("abc")).toEqual([PASSWORD_MIN_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE]);
    expect(passwordProblem("abc")).toBe(PASSWORD_MIN_LENGTH_MESSAGE);
    expect(passwordProblems("Abc1!")).toEqual([PASSWORD_MIN_LENGTH_MESSAGE]);
    expect(passwordProblems("abcdefgh")).toEqual([PASSWORD_CLASSES_MESSAGE]);
    expect(passwordProblems("Abcdefg1")).toEqual([]);
    expect(passwordProblem("")).toBe(PASSWORD_MIN_LENGTH_MESSAGE);
  });

  it("the table covers every class, both messages and acceptance", () => {
    expect(new Set(PASSWORD_RULE_CASES.flatMap((row) => row.classes))).toEqual(new Set(["lower", "upper", "digit", "special"]));
    expect(new Set(PASSWORD_RULE_CASES.map((row) => row.message))).toEqual(new Set([null, PASSWORD_MIN_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE]));
  });
});
