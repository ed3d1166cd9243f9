import { PASSWORD_CLASSES_MESSAGE, PASSWORD_MIN_LENGTH_MESSAGE, passwordCharacterClassCount, passwordProblems } from "@shop/core";
import { z } from "zod";

/** presentation-content.md §5 Change password, exact wording: @shop/core's messages. */
export { PASSWORD_CLASSES_MESSAGE, PASSWORD_MIN_LENGTH_MESSAGE };

/**
 * The class count of @shop/core's password rule (Unicode classes on the NFKC form), under the
 * name this package has always exported it by.
 */
export const characterClassCount: (password: string) => number = passwordCharacterClassCount;

/**
 * A new password (presentation-content.md §5, §9): @shop/core's one rule (`passwordProblems`),
 * the rule the change-password form checks, so the api refuses exactly what the form refuses.
 * Every broken rule is an issue, the length first (the form shows that first one). The 256
 * limit is the api's input bound (UTF-16 units, before hashing), not a spec rule.
 */
export const newPasswordSchema = z
  .string()
  .max(256)
  .superRefine((password, context) => {
    for (const message of passwordProblems(password)) context.addIssue({ code: "custom", message });
  });
