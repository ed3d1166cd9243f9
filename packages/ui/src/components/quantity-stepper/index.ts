export { QuantityStepper, type QuantityStepperProps } from "./QuantityStepper";
export { parseQuantity, quantitySteps, type QuantityInput, type QuantitySteps } from "./rules/quantity-input";
