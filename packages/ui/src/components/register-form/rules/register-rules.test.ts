import { PASSWORD_RULE_CASES } from "@shop/core/testing";
import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { validateRegister, type RegisterValues } from "./register-rules";

const valid: RegisterValues = { firstname: "Ann", lastname: "de Vries", email: "ann@shop.example", password: "Secret12", repeatPassword: "Secret12" };
const keys = (values: RegisterValues) => Object.fromEntries(Object.entries(validateRegister(values)).map(([field, message]) => [field, message?.key]));

describe("validateRegister (presentation-content.md §5)", () => {
  it.each<[string, Partial<RegisterValues>, Record<string, string>]>([
    ["all valid", {}, {}],
    ["names missing", { firstname: " ", lastname: "" }, { firstname: "Field is required.", lastname: "Field is required." }],
    ["a one-letter name", { firstname: "A" }, { firstname: "Name must have at least 2 letters." }],
    ["a two-letter name passes", { lastname: "Li" }, {}],
    ["e-mail invalid", { email: "ann@shop" }, { email: "Please provide an valid e-mail address" }],
    ["password missing (no full stop, as §5 words the new password)", { password: "", repeatPassword: "" }, { password: "Field is required", repeatPassword: "Field is required." }],
    ["password too short", { password: "Sec12!", repeatPassword: "Sec12!" }, { password: "Password must have at least 8 letters." }],
    ["password with two classes", { password: "secret12", repeatPassword: "secret12" }, { password: "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters." }],
    ["repeat differs", { repeatPassword: "Secret13" }, { repeatPassword: "Passwords must be identical." }],
  ])("%s", (_case, change, expected) => {
    expect(keys({ ...valid, ...change })).toEqual(expected);
    for (const message of Object.values(expected)) expect(MESSAGES).toContain(message);
  });
});

// @shop/core's one password table, also run against @shop/user's schema and the api: the form accepts exactly the passwords the api accepts.
describe("the register form and the shared password table", () => {
  it.each(PASSWORD_RULE_CASES.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    const errors = keys({ ...valid, password: row.password, repeatPassword: row.password });
    expect(errors).toEqual(row.message === null ? {} : { password: row.message });
  });
});
