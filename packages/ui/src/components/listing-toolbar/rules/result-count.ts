import type { ValidationMessage } from "../../form-fields/rules/validators";

/** The result count's message: one product or many (a key per form, no plural rules needed). */
export function resultCountMessage(count: number): ValidationMessage {
  return count === 1 ? { key: "1 product" } : { key: "{{count}} products", values: { count } };
}
