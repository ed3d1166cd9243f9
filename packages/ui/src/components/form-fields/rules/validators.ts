import { PASSWORD_CLASSES_MESSAGE, PASSWORD_MIN_LENGTH_MESSAGE, passwordCharacterClassCount, passwordLength, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from "@shop/core";
import type { TextValues } from "../../../text/text-context";

/**
 * Pure field validators for every message of presentation-content.md §5 ("Change password",
 * "Newsletter", "Messages revealing further rules"). A validator returns the spec's message
 * as an i18n key (with values for its placeholders), or null when the value passes. Where
 * each is applied is the form's choice (the spec does not show it).
 */
export interface ValidationMessage {
  key: string;
  values?: TextValues;
}

export type Validator<V> = (value: V) => ValidationMessage | null;

const message = (key: string, values?: TextValues): ValidationMessage => (values ? { key, values } : { key });

/** §9 "Password: minimum 8, at least 3 of 4 classes": @shop/core's numbers, the ones the api checks. */
export { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH };

/**
 * The class count of @shop/core's password rule (Unicode classes, NFKC, code points), under
 * the name this package has always exported it by.
 */
export const characterClassCount: (password: string) => number = passwordCharacterClassCount;

export interface RequiredFieldOptions {
  /** Whether a text of only spaces counts as empty; default true. False for passwords, where a space is a character. */
  trim?: boolean;
}

/** 'Field is required.'; §5 words the new-password variant without the full stop: pass it as `key`. */
export function requiredField(
  key: "Field is required." | "Field is required" = "Field is required.",
  { trim = true }: RequiredFieldOptions = {},
): Validator<string | boolean | number | null | undefined> {
  return (value) => {
    const empty =
      value == null || value === false || (typeof value === "string" && (trim ? value.trim() : value) === "") || (typeof value === "number" && Number.isNaN(value));
    return empty ? message(key) : null;
  };
}

/** A minimum length of the trimmed text; an empty value passes (pair with `requiredField`). */
function minLength(min: number, key: string): Validator<string> {
  return (value) => {
    const text = value.trim();
    return text !== "" && [...text].length < min ? message(key) : null;
  };
}

/** §5 "name at least 2 or 3 letters": both readings, chosen per field. */
export function nameMinLength(min: 2 | 3): Validator<string> {
  return minLength(min, min === 2 ? "Name must have at least 2 letters." : "Name must have at least 3 letters.");
}

export const taxIdMinLength: Validator<string> = minLength(3, "Tax ID must have at least 3 letters.");
export const zipCodeMinLength: Validator<string> = minLength(3, "Zip code must have at least 3 letters.");
export const searchTermMinLength: Validator<string> = minLength(3, "Search term must have at least 3 characters.");

/**
 * 'Password must have at least 8 letters.': characters as @shop/core's `passwordLength` counts
 * them (code points, spaces included), the count the api refuses by.
 */
export const passwordMinLength: Validator<string> = (value) =>
  value !== "" && passwordLength(value) < PASSWORD_MIN_LENGTH ? message(PASSWORD_MIN_LENGTH_MESSAGE) : null;

/** The four character classes of §5, as @shop/core's password rule reads them (Unicode: README "Decisions" of @shop/core). */
export const passwordCharacterClasses: Validator<string> = (value) =>
  value !== "" && passwordCharacterClassCount(value) < PASSWORD_MIN_CLASSES ? message(PASSWORD_CLASSES_MESSAGE) : null;

/** 'Passwords must be identical.': the repeat field against the new password. */
export function identicalTo(other: string): Validator<string> {
  return (value) => (value !== "" && value !== other ? message("Passwords must be identical.") : null);
}

// The WHATWG e-mail address production (what <input type=email> accepts).
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** 'Please provide an valid e-mail address' (quoted as the spec words it). An empty value passes. */
export const validEmail: Validator<string> = (value) => (value.trim() !== "" && !EMAIL.test(value.trim()) ? message("Please provide an valid e-mail address") : null);

/** §5 Newsletter: "Email required and valid" with the one message for both. */
export const validNewsletterEmail: Validator<string> = (value) => (value.trim() === "" ? message("Please provide an valid e-mail address") : validEmail(value));

/**
 * 'Please provide a valid phone number.': an optional leading +, then 6 to 15 digits
 * (E.164's maximum) once spaces, dots, dashes and parentheses are removed.
 */
export const validPhone: Validator<string> = (value) => {
  const compact = value.trim().replace(/[\s.()-]/g, "");
  return compact !== "" && !/^\+?\d{6,15}$/.test(compact) ? message("Please provide a valid phone number.") : null;
};

export const termsAccepted: Validator<boolean> = (value) => (value ? null : message("You must accept the terms and conditions."));

/** Quantities arrive as typed text or numbers. */
function toQuantity(value: string | number): number {
  return typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());
}

/** An empty text passes (pair with `requiredField`); text that is not a number is `quantityPositiveInteger`'s. */
export const quantityAboveZero: Validator<string | number> = (value) => {
  const quantity = toQuantity(value);
  return Number.isNaN(quantity) || quantity > 0 ? null : message("Quantity must be above 0.");
};

/** An empty text passes like every non-required validator ('Field is required.' says more); "1.5", "two", 0 fail. */
export const quantityPositiveInteger: Validator<string | number> = (value) => {
  if (typeof value === "string" && value.trim() === "") return null;
  const quantity = toQuantity(value);
  return Number.isInteger(quantity) && quantity > 0 ? null : message("Quantity must be a positive integer.");
};

/** "below the available stock": at most the stock (ordering exactly what is left is allowed). */
export function quantityWithinStock(maxQuantity: number): Validator<string | number> {
  return (value) => {
    const quantity = toQuantity(value);
    return Number.isFinite(quantity) && quantity > maxQuantity ? message("Quantity must be below the available stock of {{maxQuantity}}.", { maxQuantity }) : null;
  };
}

/**
 * presentation-content.md §8 'Only {maxQuantity} products of this type are available': the
 * cart's quantity stepper says it with the stock it was given (at most the stock, like
 * `quantityWithinStock`, whose §5 wording a form field may prefer).
 */
export function quantityAvailable(maxQuantity: number): Validator<string | number> {
  return (value) => {
    const quantity = toQuantity(value);
    return Number.isFinite(quantity) && quantity > maxQuantity ? message("Only {{maxQuantity}} products of this type are available", { maxQuantity }) : null;
  };
}

/**
 * "coupon code valid": whether a code exists is the server's answer; the form rejects what
 * cannot be a code (spaces inside, characters other than letters, digits, - and _).
 */
export const validCouponCode: Validator<string> = (value) =>
  value.trim() !== "" && !/^[\p{L}\p{N}_-]{1,255}$/u.test(value.trim()) ? message("Not a valid discount code") : null;

/** "address must be saved before choosing a shipping method". */
export const addressSaved: Validator<boolean> = (saved) => (saved ? null : message("Please save the address before choosing a shipping method."));

/** The first message of the validators, in order, or null when the value passes them all. */
export function validate<V>(value: V, validators: readonly Validator<V>[]): ValidationMessage | null {
  for (const validator of validators) {
    const result = validator(value);
    if (result) return result;
  }
  return null;
}
