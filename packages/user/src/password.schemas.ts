import { z } from "zod";

/** presentation-content.md §5 Change password, exact wording. */
export const PASSWORD_MIN_LENGTH_MESSAGE = "Password must have at least 8 letters.";
export const PASSWORD_CLASSES_MESSAGE =
  "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.";

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Counts lower case, upper case, digits and special characters present in the password. */
export function characterClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((characterClass) => characterClass.test(password)).length;
}

/** A new password: at least 8 characters and 3 of 4 character classes (presentation-content.md §5, §9). */
export const newPasswordSchema = z
  .string()
  .min(8, PASSWORD_MIN_LENGTH_MESSAGE)
  .max(256)
  .refine((password) => characterClassCount(password) >= 3, PASSWORD_CLASSES_MESSAGE);
