import { requiredField, validate, validCouponCode, type ValidationMessage } from "../../form-fields/rules/validators";

/**
 * presentation-content.md §5 "coupon code valid" before asking the server: empty → 'Field is
 * required.', spaces inside or symbols other than - and _ → 'Not a valid discount code'
 * (`validCouponCode`). Whether the code exists is the server's answer (§8 "The coupon code
 * isn't valid. Verify the code and try again", which the form shows from its `error` prop).
 */
export function couponCodeProblem(code: string): ValidationMessage | null {
  return validate(code, [requiredField(), validCouponCode]);
}

/** The code as sent: without the spaces around it (a pasted code often carries them). */
export function couponCodeToApply(code: string): string {
  return code.trim();
}
