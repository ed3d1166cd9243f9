/** presentation-content.md §5 "Change password" and §9 "Password: minimum 8, at least 3 of 4 classes". */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/** The four character classes of §5: lower case, upper case, digits, special characters (anything else). */
export function characterClassCount(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];
  return classes.filter((pattern) => pattern.test(password)).length;
}

/**
 * The first failing rule per field, as the spec's exact messages (i18n keys). Note the spec
 * words the new password's required message without a full stop.
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword === "") errors.currentPassword = "Field is required.";

  if (values.newPassword === "") errors.newPassword = "Field is required";
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = "Password must have at least 8 letters.";
  else if (characterClassCount(values.newPassword) < PASSWORD_MIN_CLASSES) {
    errors.newPassword = "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.";
  }

  if (values.repeatPassword === "") errors.repeatPassword = "Field is required.";
  else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = "Passwords must be identical.";
  return errors;
}

export function isChangePasswordValid(values: ChangePasswordValues): boolean {
  return Object.keys(validateChangePassword(values)).length === 0;
}
