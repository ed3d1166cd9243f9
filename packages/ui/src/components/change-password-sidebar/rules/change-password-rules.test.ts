import { PASSWORD_RULE_CASES } from "@shop/core/testing";
import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { isChangePasswordValid, validateChangePassword } from "./change-password-rules";

const CLASSES = "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.";

// The character classes themselves are tested with the validators (form-fields/rules).
describe("validateChangePassword (presentation-content.md §5 Change password)", () => {
  const valid = { currentPassword: "old", newPassword: "Secret12", repeatPassword: "Secret12" };

  it.each([
    ["all valid", valid, {}],
    ["current missing", { ...valid, currentPassword: "" }, { currentPassword: "Field is required." }],
    ["new missing (no full stop in the spec)", { ...valid, newPassword: "", repeatPassword: "" }, { newPassword: "Field is required", repeatPassword: "Field is required." }],
    ["new too short", { ...valid, newPassword: "Sec12!", repeatPassword: "Sec12!" }, { newPassword: "Password must have at least 8 letters." }],
    ["exactly 8 characters", { ...valid, newPassword: "Secret1!", repeatPassword: "Secret1!" }, {}],
    ["two classes", { ...valid, newPassword: "secret12", repeatPassword: "secret12" }, { newPassword: CLASSES }],
    ["three classes without digits", { ...valid, newPassword: "Secret!!", repeatPassword: "Secret!!" }, {}],
    ["repeat missing", { ...valid, repeatPassword: "" }, { repeatPassword: "Field is required." }],
    ["repeat differs", { ...valid, repeatPassword: "Secret13" }, { repeatPassword: "Passwords must be identical." }],
    // Characters, not UTF-16 units: 7 characters (10 units) are too short.
    ["emoji count as one character", { ...valid, newPassword: "Ab1😀😀😀x", repeatPassword: "Ab1😀😀😀x" }, { newPassword: "Password must have at least 8 letters." }],
    // Spaces are characters in a password (not trimmed away).
    ["a current password of spaces is filled", { ...valid, currentPassword: "   " }, {}],
    ["a new password of 8 spaces has one class", { ...valid, newPassword: "        ", repeatPassword: "        " }, { newPassword: CLASSES }],
  ])("%s", (_case, values, expected) => {
    expect(validateChangePassword(values)).toEqual(expected);
    expect(isChangePasswordValid(values)).toBe(Object.keys(expected).length === 0);
    // Every message is translated by @shop/i18n.
    for (const message of Object.values(expected)) expect(MESSAGES).toContain(message);
  });
});

// The one password table (@shop/core/testing), also run against @shop/user's schema and the
// api's endpoints: the sidebar accepts exactly the passwords the api accepts.
describe("the change-password sidebar and the shared password table (presentation-content.md §5 Change password)", () => {
  it.each(PASSWORD_RULE_CASES.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    const values = { currentPassword: "old", newPassword: row.password, repeatPassword: row.password };
    expect(validateChangePassword(values)).toEqual(row.message === null ? {} : { newPassword: row.message });
  });
});
