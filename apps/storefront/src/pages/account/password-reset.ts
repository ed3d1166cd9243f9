import { identicalTo, passwordCharacterClasses, passwordMinLength, requiredField, validEmail, validate, type ValidationMessage } from "@shop/ui";

/** The reset link the api mails: /password/reset?email=…&token=… (apps/api routes/user.ts reset-password). */
export interface ResetLink {
  email: string;
  token: string;
}

/** The link's e-mail and token; null when either is missing (then the page asks for the e-mail). */
export function resetLinkOf(search: string): ResetLink | null {
  const params = new URLSearchParams(search);
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  return email === "" || token === "" ? null : { email, token };
}

/** The request form: a required, valid e-mail address (presentation-content.md §5). */
export function resetRequestError(email: string): ValidationMessage | null {
  return validate(email, [requiredField(), validEmail]);
}

export interface NewPasswordErrors {
  password?: ValidationMessage;
  repeat?: ValidationMessage;
}

/** The new password of a reset, by the change-password rules of presentation-content.md §5. */
export function newPasswordErrors(password: string, repeat: string): NewPasswordErrors {
  const first = validate(password, [requiredField("Field is required", { trim: false }), passwordMinLength, passwordCharacterClasses]);
  const second = validate(repeat, [requiredField("Field is required.", { trim: false }), identicalTo(password)]);
  return { ...(first !== null && { password: first }), ...(second !== null && { repeat: second }) };
}
