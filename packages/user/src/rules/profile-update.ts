import type { Customer } from "../customer.schemas";

/** The profile fields a customer may change (commerce-core.md §5). */
export const EDITABLE_PROFILE_FIELDS = ["firstname", "lastname", "email", "addresses"] as const;
export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];
export type ProfileEdit = Partial<Pick<Customer, EditableProfileField>> & Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The body of a profile update (commerce-core.md §5, §7 "body is the profile"): the profile the
 * customer holds with only firstname, lastname, email and addresses taken from the edit (any
 * other edited field is ignored); an empty `date_of_birth` is removed and an empty
 * `mobile_number` becomes '-'.
 */
export function profileUpdateBody(current: Customer, edit: ProfileEdit): Record<string, unknown> {
  const body: Record<string, unknown> = { ...current };
  for (const field of EDITABLE_PROFILE_FIELDS) {
    if (edit[field] !== undefined) body[field] = edit[field];
  }
  if ("date_of_birth" in body && isEmpty(body.date_of_birth)) delete body.date_of_birth;
  if ("mobile_number" in body && isEmpty(body.mobile_number)) body.mobile_number = "-";
  return body;
}
