export { CouponForm, type CouponFormProps } from "./CouponForm";
export { couponCodeProblem, couponCodeToApply } from "./rules/coupon-code";
