import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { validateLogin } from "./login-rules";

describe("validateLogin (presentation-content.md §5 messages)", () => {
  it.each([
    ["both valid", { email: "ann@shop.example", password: "x" }, {}],
    ["both empty", { email: "", password: "" }, { email: "Field is required.", password: "Field is required." }],
    ["e-mail of spaces is empty", { email: "   ", password: "secret" }, { email: "Field is required." }],
    ["e-mail not an address (the spec's wording, typo included)", { email: "ann@", password: "secret" }, { email: "Please provide an valid e-mail address" }],
    ["e-mail with surrounding spaces is valid", { email: " ann@shop.example ", password: "secret" }, {}],
    // Login checks no strength: the password is whatever the customer set.
    ["a short password logs in", { email: "ann@shop.example", password: "abc" }, {}],
    ["a password of spaces is filled", { email: "ann@shop.example", password: "   " }, {}],
  ])("%s", (_case, values, expected) => {
    const errors = validateLogin(values);
    expect(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message?.key]))).toEqual(expected);
    for (const message of Object.values(expected)) expect(MESSAGES).toContain(message);
  });
});
