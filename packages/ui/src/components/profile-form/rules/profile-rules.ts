import { nameMinLength, requiredField, validate, validEmail, type Validator } from "../../form-fields/rules/validators";
import type { FormErrors } from "../../../internal/use-form-values";

/**
 * The profile fields a customer may change: "A customer may modify only firstname, lastname,
 * email and addresses" (commerce-core.md §5; the addresses have their own list and form).
 */
export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
}

export type ProfileErrors = FormErrors<ProfileValues>;

export const PROFILE_FIELD_ORDER: readonly (keyof ProfileValues)[] = ["firstname", "lastname", "email"];

// The lengths @shop/user's update schema refuses below (names at least 2, §5 "2 or 3 letters").
const NAME_RULES: readonly Validator<string>[] = [requiredField(), nameMinLength(2)];
const EMAIL_RULES: readonly Validator<string>[] = [requiredField(), validEmail];

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELD_ORDER) {
    const problem = validate(values[field], field === "email" ? EMAIL_RULES : NAME_RULES);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The values trimmed, as they are sent. */
export function trimProfile(values: ProfileValues): ProfileValues {
  return { firstname: values.firstname.trim(), lastname: values.lastname.trim(), email: values.email.trim() };
}

/** Whether the shopper changed anything (trimmed): an unchanged profile is not sent. */
export function profileChanged(saved: ProfileValues, values: ProfileValues): boolean {
  const next = trimProfile(values);
  return PROFILE_FIELD_ORDER.some((field) => next[field] !== saved[field]);
}
