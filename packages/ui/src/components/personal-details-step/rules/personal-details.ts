import type { FieldErrors } from "../../../internal/use-step-form";
import { nameMinLength, passwordCharacterClasses, passwordMinLength, requiredField, validate, validEmail, type Validator } from "../../form-fields/rules/validators";

/** commerce-core.md §3 Checkout state, personalDetails. */
export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** A guest asks for an account with these details (the password is then required). */
  createAccount: boolean;
  password: string;
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetailsValues = { firstName: "", lastName: "", emailAddress: "", createAccount: false, password: "" };

/**
 * presentation-content.md §5: names at least 2 letters, a valid e-mail address ('Please
 * provide an valid e-mail address'), and, only when a guest creates an account, the new
 * password rules of the change-password form ('Field is required' without the stop, at
 * least 8 characters, 3 of 4 character classes; spaces count).
 */
export function validatePersonalDetails(values: PersonalDetailsValues): FieldErrors<PersonalDetailsValues> {
  const rules: Partial<Record<keyof PersonalDetailsValues, Validator<string>[]>> = {
    firstName: [requiredField(), nameMinLength(2)],
    lastName: [requiredField(), nameMinLength(2)],
    emailAddress: [requiredField(), validEmail],
    ...(values.createAccount ? { password: [requiredField("Field is required", { trim: false }), passwordMinLength, passwordCharacterClasses] } : {}),
  };
  const errors: FieldErrors<PersonalDetailsValues> = {};
  for (const [field, validators] of Object.entries(rules) as [keyof PersonalDetailsValues, Validator<string>[]][]) {
    const error = validate(values[field] as string, validators);
    if (error) errors[field] = error;
  }
  return errors;
}
