import { identicalTo, nameMinLength, passwordCharacterClasses, passwordMinLength, requiredField, validate, validEmail, type Validator } from "../../form-fields/rules/validators";
import type { FormErrors } from "../../../internal/use-form-values";

/** The register form's fields (commerce-core.md §7 create {customer: {email, firstname, lastname}, password}). */
export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  repeatPassword: string;
}

export type RegisterErrors = FormErrors<RegisterValues>;

export const REGISTER_FIELD_ORDER: readonly (keyof RegisterValues)[] = ["firstname", "lastname", "email", "password", "repeatPassword"];

const REQUIRED = requiredField();
const PASSWORD_REQUIRED = requiredField("Field is required.", { trim: false });
// §5 "name at least 2 or 3 letters": 2, the length @shop/user's create schema (and so the api) refuses below.
const NAME_RULES: readonly Validator<string>[] = [REQUIRED, nameMinLength(2)];
const EMAIL_RULES: readonly Validator<string>[] = [REQUIRED, validEmail];
// The new password's rule of §5 "Change password" (its required message without the full stop): one password rule for every form.
const PASSWORD_RULES: readonly Validator<string>[] = [requiredField("Field is required", { trim: false }), passwordMinLength, passwordCharacterClasses];

const RULES: { readonly [K in keyof RegisterValues]: (values: RegisterValues) => readonly Validator<string>[] } = {
  firstname: () => NAME_RULES,
  lastname: () => NAME_RULES,
  email: () => EMAIL_RULES,
  password: () => PASSWORD_RULES,
  repeatPassword: (values) => [PASSWORD_REQUIRED, identicalTo(values.password)],
};

/** The first failing rule per field, as presentation-content.md §5's exact messages (i18n keys). */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELD_ORDER) {
    const problem = validate(values[field], RULES[field](values));
    if (problem) errors[field] = problem;
  }
  return errors;
}
