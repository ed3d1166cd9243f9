import { passwordCharacterClassCount } from "@shop/core";
import { PASSWORD_RULE_CASES } from "@shop/core/testing";
import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import {
  addressSaved,
  characterClassCount,
  identicalTo,
  nameMinLength,
  passwordCharacterClasses,
  passwordMinLength,
  quantityAboveZero,
  quantityPositiveInteger,
  quantityAvailable,
  quantityWithinStock,
  requiredField,
  searchTermMinLength,
  taxIdMinLength,
  termsAccepted,
  validate,
  validCouponCode,
  validEmail,
  validNewsletterEmail,
  validPhone,
  zipCodeMinLength,
  type Validator,
} from "./validators";

type Row = [string, Validator<never>, unknown, string | null];

const CLASSES = "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.";

// presentation-content.md §5: each row is (case, validator, value, expected message or null).
const rows: Row[] = [
  ["required: empty", requiredField(), "", "Field is required."],
  ["required: blank", requiredField(), "   ", "Field is required."],
  ["required: null", requiredField(), null, "Field is required."],
  ["required: unchecked box", requiredField(), false, "Field is required."],
  ["required: filled", requiredField(), "a", null],
  ["required: the new-password wording", requiredField("Field is required"), "", "Field is required"],
  ["required, spaces kept (passwords): empty", requiredField("Field is required.", { trim: false }), "", "Field is required."],
  ["required, spaces kept (passwords): spaces are characters", requiredField("Field is required.", { trim: false }), "   ", null],
  ["name ≥ 2: one letter", nameMinLength(2), "A", "Name must have at least 2 letters."],
  ["name ≥ 2: two letters", nameMinLength(2), "Al", null],
  ["name ≥ 2: spaces do not count", nameMinLength(2), " A ", "Name must have at least 2 letters."],
  ["name ≥ 3: two letters", nameMinLength(3), "Al", "Name must have at least 3 letters."],
  ["name ≥ 3: three letters", nameMinLength(3), "Ali", null],
  ["name: empty is required's business", nameMinLength(3), "", null],
  ["password ≥ 8: seven", passwordMinLength, "Abc123!", "Password must have at least 8 letters."],
  ["password ≥ 8: eight", passwordMinLength, "Abc123!x", null],
  ["password classes: lower + digits", passwordCharacterClasses, "abcdefg1", CLASSES],
  ["password classes: lower + upper + digit", passwordCharacterClasses, "Abcdefg1", null],
  ["password classes: lower + upper + special", passwordCharacterClasses, "Abcdefg!", null],
  ["password classes: accented letters count as cases", passwordCharacterClasses, "Éléphant1", null],
  ["identical: differs", identicalTo("Secret123!"), "Secret123?", "Passwords must be identical."],
  ["identical: same", identicalTo("Secret123!"), "Secret123!", null],
  ["tax ID ≥ 3", taxIdMinLength, "NL", "Tax ID must have at least 3 letters."],
  ["tax ID ok", taxIdMinLength, "NL123", null],
  ["zip ≥ 3", zipCodeMinLength, "12", "Zip code must have at least 3 letters."],
  ["zip ok", zipCodeMinLength, "1012 AB", null],
  ["search ≥ 3", searchTermMinLength, "ox", "Search term must have at least 3 characters."],
  ["search ok", searchTermMinLength, "oxf", null],
  ["e-mail: missing domain", validEmail, "ann@", "Please provide an valid e-mail address"],
  ["e-mail: no dot in the domain", validEmail, "ann@shop", "Please provide an valid e-mail address"],
  ["e-mail: space", validEmail, "ann smith@shop.nl", "Please provide an valid e-mail address"],
  ["e-mail: valid", validEmail, "ann.smith+news@shop.example.nl", null],
  ["e-mail: surrounding spaces are tolerated", validEmail, " ann@shop.nl ", null],
  ["e-mail: empty passes (required decides)", validEmail, "", null],
  ["newsletter e-mail: empty", validNewsletterEmail, "", "Please provide an valid e-mail address"],
  ["newsletter e-mail: invalid", validNewsletterEmail, "ann", "Please provide an valid e-mail address"],
  ["newsletter e-mail: valid", validNewsletterEmail, "ann@shop.nl", null],
  // The cases of the first half's newsletter check, kept when its isValidEmail folded into this.
  ["newsletter e-mail: blank", validNewsletterEmail, "   ", "Please provide an valid e-mail address"],
  ["newsletter e-mail: missing domain", validNewsletterEmail, "jan@", "Please provide an valid e-mail address"],
  ["newsletter e-mail: no dot in the domain", validNewsletterEmail, "jan@shop", "Please provide an valid e-mail address"],
  ["newsletter e-mail: space inside", validNewsletterEmail, "jan @shop.nl", "Please provide an valid e-mail address"],
  ["newsletter e-mail: empty domain label", validNewsletterEmail, "jan@shop..nl", "Please provide an valid e-mail address"],
  ["newsletter e-mail: subdomains, + and surrounding spaces", validNewsletterEmail, " jan.de.vries+news@mail.shop.nl ", null],
  ["phone: letters", validPhone, "06-abc", "Please provide a valid phone number."],
  ["phone: too short", validPhone, "12345", "Please provide a valid phone number."],
  ["phone: too long", validPhone, "+1234567890123456", "Please provide a valid phone number."],
  ["phone: Dutch mobile", validPhone, "06 12 34 56 78", null],
  ["phone: international", validPhone, "+31 (0)20-123.4567", null],
  ["terms: not accepted", termsAccepted, false, "You must accept the terms and conditions."],
  ["terms: accepted", termsAccepted, true, null],
  ["quantity > 0: zero", quantityAboveZero, 0, "Quantity must be above 0."],
  ["quantity > 0: negative text", quantityAboveZero, "-2", "Quantity must be above 0."],
  ["quantity > 0: one", quantityAboveZero, "1", null],
  ["quantity integer: fraction", quantityPositiveInteger, "1.5", "Quantity must be a positive integer."],
  ["quantity integer: text", quantityPositiveInteger, "two", "Quantity must be a positive integer."],
  ["quantity integer: empty passes (required decides)", quantityPositiveInteger, "", null],
  ["quantity integer: blank passes (required decides)", quantityPositiveInteger, "  ", null],
  ["quantity integer: zero", quantityPositiveInteger, "0", "Quantity must be a positive integer."],
  ["quantity integer: NaN number", quantityPositiveInteger, Number.NaN, "Quantity must be a positive integer."],
  ["quantity > 0: empty passes (required decides)", quantityAboveZero, "", null],
  ["quantity integer: 3", quantityPositiveInteger, 3, null],
  ["quantity vs stock: above", quantityWithinStock(2), 3, "Quantity must be below the available stock of {{maxQuantity}}."],
  ["quantity vs stock: all that is left", quantityWithinStock(2), "2", null],
  ["quantity available (§8): above", quantityAvailable(2), "3", "Only {{maxQuantity}} products of this type are available"],
  ["quantity available (§8): all that is left", quantityAvailable(2), 2, null],
  ["quantity available (§8): not a number is another validator's", quantityAvailable(2), "two", null],
  ["coupon: inner space", validCouponCode, "SUMMER 10", "Not a valid discount code"],
  ["coupon: symbols", validCouponCode, "10%OFF", "Not a valid discount code"],
  ["coupon: plausible", validCouponCode, "NEWS-10_off", null],
  ["address not saved", addressSaved, false, "Please save the address before choosing a shipping method."],
  ["address saved", addressSaved, true, null],
];

describe("validators (presentation-content.md §5 Messages revealing further rules, Change password, Newsletter)", () => {
  it.each(rows)("%s", (_case, validator, value, expected) => {
    expect(validator(value as never)?.key ?? null).toBe(expected);
  });

  it("uses only messages @shop/i18n translates", () => {
    const keys = rows.map((row) => row[3]).filter((key): key is string => key !== null);
    expect(keys.filter((key) => !(MESSAGES as readonly string[]).includes(key))).toEqual([]);
  });

  it("passes the stock to the message", () => {
    expect(quantityWithinStock(2)(5)).toEqual({ key: "Quantity must be below the available stock of {{maxQuantity}}.", values: { maxQuantity: 2 } });
    expect(quantityAvailable(2)(5)).toEqual({ key: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 2 } });
  });

  // Lower case, upper case, digits, special characters (presentation-content.md §5).
  it.each([
    ["", 0],
    ["abc", 1],
    ["abcdefgh", 1],
    ["aB", 2],
    ["abcDEF", 2],
    ["aB1", 3],
    ["abcDEF12", 3],
    ["aB1!", 4],
    ["abcDEF12!", 4],
    ["a b", 2],
    ["ÉCOLE été 1", 4],
    ["12345678", 1],
    ["!!!!", 1],
  ])("characterClassCount(%j) = %i", (password, count) => {
    expect(characterClassCount(password)).toBe(count);
  });

  // The one password table (@shop/core/testing), run against @shop/user's schema and the api too.
  it.each(PASSWORD_RULE_CASES.map((row) => [row.name, row] as const))("the shared password table: %s", (_name, row) => {
    expect(validate(row.password, [passwordMinLength, passwordCharacterClasses])?.key ?? null).toBe(row.message);
    expect(characterClassCount(row.password)).toBe(row.classes.length);
  });

  it("characterClassCount is @shop/core's function", () => {
    expect(characterClassCount).toBe(passwordCharacterClassCount);
  });

  it("validate returns the first failing message in order", () => {
    const rules = [requiredField("Field is required"), passwordMinLength, passwordCharacterClasses];
    expect(validate("", rules)?.key).toBe("Field is required");
    expect(validate("abc", rules)?.key).toBe("Password must have at least 8 letters.");
    expect(validate("abcdefgh", rules)?.key).toBe(CLASSES);
    expect(validate("Abcdefg1", rules)).toBeNull();
  });
});
