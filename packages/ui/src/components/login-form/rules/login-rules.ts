import { requiredField, validate, validEmail, type Validator } from "../../form-fields/rules/validators";
import type { FormErrors } from "../../../internal/use-form-values";

/** The login form's fields (commerce-core.md §7 login {username, password}: the username is the e-mail address). */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = FormErrors<LoginValues>;

const EMAIL_RULES: readonly Validator<string>[] = [requiredField(), validEmail];
// A password is typed as it is: spaces count (not trimmed), and no strength rule at login.
const PASSWORD_RULES: readonly Validator<string>[] = [requiredField("Field is required.", { trim: false })];

export const LOGIN_FIELD_ORDER: readonly (keyof LoginValues)[] = ["email", "password"];

/**
 * presentation-content.md §5 messages for the login form: 'Field is required.' and 'Please
 * provide an valid e-mail address'. No password strength rule: a customer logs in with the
 * password they have, whatever rule applied when it was set.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = validate(values.email, EMAIL_RULES);
  const password = validate(values.password, PASSWORD_RULES);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
