import { describe, expect, it } from "vitest";
import { newPasswordErrors, resetLinkOf, resetRequestError } from "./password-reset";

describe("resetLinkOf (the api's mailed link /password/reset?email&token)", () => {
  it.each([
    ["the mailed link", "?email=ann%40shop.example&token=abc123", { email: "ann@shop.example", token: "abc123" }],
    ["no token: ask for the e-mail", "?email=ann%40shop.example", null],
    ["no e-mail", "?token=abc123", null],
    ["nothing", "", null],
    ["blank values", "?email=%20&token=%20", null],
  ])("%s", (_case, search, expected) => {
    expect(resetLinkOf(search)).toEqual(expected);
  });
});

describe("resetRequestError (presentation-content.md §5)", () => {
  it.each([
    ["", "Field is required."],
    ["ann@", "Please provide an valid e-mail address"],
    ["ann@shop.example", null],
  ])("%j → %s", (email, key) => {
    expect(resetRequestError(email)?.key ?? null).toBe(key);
  });
});

describe("newPasswordErrors (presentation-content.md §5 Change password)", () => {
  it.each([
    ["both empty", "", "", { password: "Field is required", repeat: "Field is required." }],
    ["too short", "Ab1", "Ab1", { password: "Password must have at least 8 letters." }],
    [
      "two classes only",
      "abcdefgh1",
      "abcdefgh1",
      { password: "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters." },
    ],
    ["not identical", "Secret123", "Secret124", { repeat: "Passwords must be identical." }],
    ["valid", "Secret123", "Secret123", {}],
  ])("%s", (_case, password, repeat, expected) => {
    const errors = newPasswordErrors(password, repeat);
    expect(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message?.key]))).toEqual(expected);
  });
});
