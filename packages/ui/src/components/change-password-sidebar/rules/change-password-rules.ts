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

const required = (key: "Field is required." | "Field is required") => requiredField(key, { trim: false });

/** Each field's validators in order; the spec words the new password's required message without a full stop. */
const CHANGE_PASSWORD_RULES: { readonly [K in keyof ChangePasswordValues]: (values: ChangePasswordValues) => readonly Validator<string>[] } = {
  currentPassword: () => [required("Field is required.")],
  newPassword: () => [required("Field is required"), passwordMinLength, passwordCharacterClasses],
  repeatPassword: (values) => [required("Field is required."), identicalTo(values.newPassword)],
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
