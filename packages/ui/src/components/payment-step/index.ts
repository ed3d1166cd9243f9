export { PaymentStep, type PaymentStepProps, type PaymentStepValues } from "./PaymentStep";
export { defaultPaymentMethod, type PaymentMethodOption } from "./rules/payment-methods";
