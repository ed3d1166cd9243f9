import {
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_MIN_LENGTH_MESSAGE,
  type PasswordCharacterClass,
  type PasswordMessage,
} from "../password/rules/password-rule";

/** One row of the password table: what `passwordProblem` and every form and endpoint built on it answer. */
export interface PasswordRuleCase {
  /** What the row shows. */
  name: string;
  password: string;
  /** Code points of the NFKC form (`passwordLength`). */
  length: number;
  /** `passwordClassesOf`, in the spec's order. */
  classes: readonly PasswordCharacterClass[];
  /** The message a form or the api answers, or null: accepted. */
  message: PasswordMessage | null;
}

const SHORT = PASSWORD_MIN_LENGTH_MESSAGE;
const CLASSES = PASSWORD_CLASSES_MESSAGE;

/**
 * presentation-content.md §5 "Change password": minimum 8 characters, at least 3 of 4 classes
 * (lower case, upper case, digits, special characters), read in Unicode (@shop/core README
 * "Decisions"). One table, run against @shop/core's rule, @shop/ui's validators and
 * change-password form, @shop/user's schema and the api's endpoints, so they cannot drift
 * apart again. No empty password: "required" is each form's own message.
 */
export const PASSWORD_RULE_CASES: readonly PasswordRuleCase[] = [
  // The case: accepted by the sidebar and refused by the api while they counted ASCII.
  { name: "German umlauts in both cases and digits", password: "ÄÖÜäöü12", length: 8, classes: ["lower", "upper", "digit"], message: null },
  { name: "ASCII lower, upper and a digit", password: "Abcdefg1", length: 8, classes: ["lower", "upper", "digit"], message: null },
  { name: "exactly 8 characters", password: "Abc123!x", length: 8, classes: ["lower", "upper", "digit", "special"], message: null },
  { name: "7 characters", password: "Abc123!", length: 7, classes: ["lower", "upper", "digit", "special"], message: SHORT },
  { name: "lower case only", password: "abcdefgh", length: 8, classes: ["lower"], message: CLASSES },
  { name: "lower case and digits", password: "abcdefg1", length: 8, classes: ["lower", "digit"], message: CLASSES },
  { name: "digits only", password: "12345678", length: 8, classes: ["digit"], message: CLASSES },
  { name: "upper case and special", password: "ABCDEFG!", length: 8, classes: ["upper", "special"], message: CLASSES },
  { name: "Greek, both cases and a digit", password: "Καλημέρα1", length: 9, classes: ["lower", "upper", "digit"], message: null },
  { name: "Greek lower case only", password: "καλημέρα", length: 8, classes: ["lower"], message: CLASSES },
  { name: "Cyrillic, both cases and digits", password: "Пароль123", length: 9, classes: ["lower", "upper", "digit"], message: null },
  { name: "Cyrillic lower case and digits", password: "пароль123", length: 9, classes: ["lower", "digit"], message: CLASSES },
  { name: "emoji only: special characters, 8 code points (16 UTF-16 units)", password: "😀😀😀😀😀😀😀😀", length: 8, classes: ["special"], message: CLASSES },
  { name: "emoji as the special class", password: "ab1😀😀😀xy", length: 8, classes: ["lower", "digit", "special"], message: null },
  { name: "7 code points though 10 UTF-16 units", password: "Ab1😀😀😀x", length: 7, classes: ["lower", "upper", "digit", "special"], message: SHORT },
  { name: "a space is a special character", password: "abc def1", length: 8, classes: ["lower", "digit", "special"], message: null },
  { name: "spaces only", password: "        ", length: 8, classes: ["special"], message: CLASSES },
  { name: "letters without case (CJK) count as special", password: "密码密码ab12", length: 8, classes: ["lower", "digit", "special"], message: null },
  { name: "letters without case (Arabic) and digits: two classes", password: "كلمةسر12", length: 8, classes: ["digit", "special"], message: CLASSES },
  { name: "Arabic-Indic digits are digits", password: "Abcdefg٣", length: 8, classes: ["lower", "upper", "digit"], message: null },
  { name: "fullwidth letters and digit read as ASCII (NFKC)", password: "Ａｂｃｄｅｆｇ１", length: 8, classes: ["lower", "upper", "digit"], message: null },
  { name: "a decomposed accent is one character (NFKC), not a special one", password: "a\u0301bcdefg1", length: 8, classes: ["lower", "digit"], message: CLASSES },
  { name: "decomposed accents composed: 8 code points typed, 7 characters", password: "a\u0301bcdef1", length: 7, classes: ["lower", "digit"], message: SHORT },
  { name: "a combining mark without a composed form adds no class", password: "q\u0303wertyu1", length: 9, classes: ["lower", "digit"], message: CLASSES },
];
