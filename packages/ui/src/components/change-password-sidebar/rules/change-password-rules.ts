import { identicalTo, passwordCharacterClasses, passwordMinLength, requiredField, validate, type Validator } from "../../form-fields/rules/validators";

/**
 * presentation-content.md §5 "Change password", built from the form-field validators (one set
 * of password rules for every form). Passwords are not trimmed: a space is a character.
 */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

// Made once: the same validators serve every validation (one per keystroke).
const REQUIRED = requiredField("Field is required.", { trim: false });
/** The spec words the new password's required message without a full stop. */
const NEW_PASSWORD_REQUIRED = requiredField("Field is required", { trim: false });
const CURRENT_PASSWORD_RULES: readonly Validator<string>[] = [REQUIRED];
const NEW_PASSWORD_RULES: readonly Validator<string>[] = [NEW_PASSWORD_REQUIRED, passwordMinLength, passwordCharacterClasses];

/** Each field's validators in order (the repeat rule compares with the new password typed). */
const CHANGE_PASSWORD_RULES: { readonly [K in keyof ChangePasswordValues]: (values: ChangePasswordValues) => readonly Validator<string>[] } = {
  currentPassword: () => CURRENT_PASSWORD_RULES,
  newPassword: () => NEW_PASSWORD_RULES,
  repeatPassword: (values) => [REQUIRED, identicalTo(values.newPassword)],
};

/** The first failing rule per field, as the spec's exact messages (i18n keys). */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  for (const field of Object.keys(CHANGE_PASSWORD_RULES) as (keyof ChangePasswordValues)[]) {
    const problem = validate(values[field], CHANGE_PASSWORD_RULES[field](values));
    if (problem) errors[field] = problem.key;
  }
  return errors;
}

export function isChangePasswordValid(values: ChangePasswordValues): boolean {
  return Object.keys(validateChangePassword(values)).length === 0;
}
