export { ShippingStep, type ShippingStepProps, type ShippingStepValues } from "./ShippingStep";
export { shippingMethodChoices, defaultShippingMethod, type ShippingMethodOption } from "./rules/shipping-methods";
