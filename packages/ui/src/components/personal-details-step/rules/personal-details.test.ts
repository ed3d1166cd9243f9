import { describe, expect, it } from "vitest";
import { EMPTY_PERSONAL_DETAILS, validatePersonalDetails, type PersonalDetailsValues } from "./personal-details";

const valid: PersonalDetailsValues = { ...EMPTY_PERSONAL_DETAILS, firstName: "Ann", lastName: "Li", emailAddress: "ann@shop.example" };
const keys = (values: PersonalDetailsValues) => Object.fromEntries(Object.entries(validatePersonalDetails(values)).map(([field, error]) => [field, error.key]));

describe("validatePersonalDetails (presentation-content.md §5)", () => {
  it.each<[string, Partial<PersonalDetailsValues>, Record<string, string>]>([
    ["complete details", {}, {}],
    ["all empty", EMPTY_PERSONAL_DETAILS, { firstName: "Field is required.", lastName: "Field is required.", emailAddress: "Field is required." }],
    ["a bad e-mail address", { emailAddress: "ann@" }, { emailAddress: "Please provide an valid e-mail address" }],
    ["a one-letter first name", { firstName: "A" }, { firstName: "Name must have at least 2 letters." }],
    ["no account: the password is not asked", { password: "x" }, {}],
    ["an account without password", { createAccount: true }, { password: "Field is required" }],
    ["an account with a short password", { createAccount: true, password: "Ab1!" }, { password: "Password must have at least 8 letters." }],
    ["an account with one character class", { createAccount: true, password: "abcdefgh" }, { password: "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters." }],
    ["an account with a good password", { createAccount: true, password: "Secret123" }, {}],
  ])("%s", (_case, change, expected) => {
    expect(keys({ ...valid, ...change })).toEqual(expected);
  });
});
