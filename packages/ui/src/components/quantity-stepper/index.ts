export { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";
export { checkQuantityInput, quantitySteps, type QuantityInput, type QuantitySteps } from "./rules/quantity-input";
