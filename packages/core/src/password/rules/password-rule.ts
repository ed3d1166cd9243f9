/**
 * presentation-content.md §5 "Change password" (and the §5 list "password at least 8
 * characters and 3 of 4 character classes"): the one password rule of the shop. The UI's
 * change-password form, @shop/user's schemas and so the api's create, change-password and
 * create-password endpoints all call it, so a password the form accepts is one the api accepts.
 *
 * Read in Unicode (README "Decisions"), on the NFKC form of the password (the form apps/api
 * hashes, so two spellings that sign in as each other are judged alike), one code point at a
 * time:
 * - lower case: \p{Ll}; upper case: \p{Lu} and title case \p{Lt};
 * - digits: decimal digits of any script, \p{Nd} (superscript, circled and fullwidth digits
 *   become ASCII digits under NFKC; a number such as the Tamil ten ௰ is no digit);
 * - combining marks \p{M}: no class, they belong to the letter before them;
 * - special characters: every other code point, whitespace, punctuation, symbols, emoji and
 *   letters of scripts without case (CJK, Arabic, Hebrew…) included.
 * The length counts those code points, not UTF-16 units: an emoji is one character, not two.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

/** The spec's messages, exact wording (they are @shop/i18n keys). */
export const PASSWORD_MIN_LENGTH_MESSAGE = "Password must have at least 8 letters.";
export const PASSWORD_CLASSES_MESSAGE =
  "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.";

export type PasswordMessage = typeof PASSWORD_MIN_LENGTH_MESSAGE | typeof PASSWORD_CLASSES_MESSAGE;

/** The four classes of §5, in the spec's order. */
export type PasswordCharacterClass = "lower" | "upper" | "digit" | "special";

const CLASS_ORDER: readonly PasswordCharacterClass[] = ["lower", "upper", "digit", "special"];

const LOWER = /^\p{Ll}$/u;
const UPPER = /^[\p{Lu}\p{Lt}]$/u;
const DIGIT = /^\p{Nd}$/u;
const MARK = /^\p{M}$/u;

function classOf(codePoint: string): PasswordCharacterClass | null {
  if (LOWER.test(codePoint)) return "lower";
  if (UPPER.test(codePoint)) return "upper";
  if (DIGIT.test(codePoint)) return "digit";
  // A combining mark that NFKC could not fold into its letter (q̃) adds no class of its own.
  if (MARK.test(codePoint)) return null;
  return "special";
}

/** The code points the rule reads: NFKC, split by code point (never between a surrogate pair). */
function codePointsOf(password: string): string[] {
  return [...password.normalize("NFKC")];
}

/** The length §5 counts: code points of the NFKC form ("8 letters" reads as 8 characters). */
export function passwordLength(password: string): number {
  return codePointsOf(password).length;
}

/** The classes present in the password, in the spec's order (lower, upper, digit, special). */
export function passwordClassesOf(password: string): PasswordCharacterClass[] {
  const seen = new Set<PasswordCharacterClass>();
  for (const codePoint of codePointsOf(password)) {
    const found = classOf(codePoint);
    if (found !== null) seen.add(found);
  }
  return CLASS_ORDER.filter((name) => seen.has(name));
}

/** How many of the four classes the password uses (0 to 4). */
export function passwordCharacterClassCount(password: string): number {
  return passwordClassesOf(password).length;
}

/**
 * Every rule the password breaks, as the spec's messages, the length first; empty when it
 * passes. An api answers them all (field errors); an empty password is too short, whether the
 * field is required is each form's own message.
 */
export function passwordProblems(password: string): PasswordMessage[] {
  const problems: PasswordMessage[] = [];
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MIN_LENGTH_MESSAGE);
  if (passwordCharacterClassCount(password) < PASSWORD_MIN_CLASSES) problems.push(PASSWORD_CLASSES_MESSAGE);
  return problems;
}

/** The first rule the password breaks (the message a form shows), or null when it passes. */
export function passwordProblem(password: string): PasswordMessage | null {
  return passwordProblems(password)[0] ?? null;
}
