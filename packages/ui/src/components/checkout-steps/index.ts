export { CheckoutSteps, type CheckoutStepsProps } from "./CheckoutSteps";
export { checkoutStepStates, CHECKOUT_STEPS, CHECKOUT_STEP_TITLES, type CheckoutStepId, type CheckoutStepState, type CheckoutStepStatus } from "./rules/step-states";
export type { StepError } from "../../internal/step-submit";
export type { FieldErrors } from "../../internal/use-step-form";
