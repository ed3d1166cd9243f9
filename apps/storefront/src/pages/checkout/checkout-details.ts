import type { CartPaymentMethod, CartShippingMethod } from "@shop/cart";
import type { AddressDetails, PaymentDetails, PersonalDetails, ShippingDetails } from "@shop/checkout";
import { formatPrice, type StoreView } from "@shop/core";
import type { AddressValues, CheckoutStepId, PaymentMethodOption, PaymentStepValues, ShippingMethodOption } from "@shop/ui";

/** The checkout's saved address (commerce-core.md §3 shippingDetails / paymentDetails) as @shop/ui's address form holds it. */
export function addressValuesOf(details: AddressDetails & { company?: string; taxId?: string }): AddressValues {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    streetAddress: details.streetAddress,
    apartmentNumber: details.apartmentNumber,
    affix: details.affix ?? "",
    zipCode: details.zipCode,
    city: details.city,
    country: details.country,
    state: details.state,
    phoneNumber: details.phoneNumber,
    company: details.company ?? "",
    taxId: details.taxId ?? "",
  };
}

/** The form's address as the checkout saves it (no region id: the form names the state as text). */
export function addressDetailsOf(values: AddressValues): AddressDetails {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    country: values.country,
    streetAddress: values.streetAddress,
    apartmentNumber: values.apartmentNumber,
    affix: values.affix,
    city: values.city,
    state: values.state,
    region_id: null,
    zipCode: values.zipCode,
    phoneNumber: values.phoneNumber,
  };
}

/** The payment step's answer as the checkout saves it: billing = the shipping address when "same as shipping". */
export function paymentDetailsOf(values: PaymentStepValues, shipping: AddressValues): Partial<PaymentDetails> {
  const billing = values.sameAsShipping || values.billingAddress === null ? shipping : values.billingAddress;
  return {
    ...addressDetailsOf(billing),
    company: billing.company,
    taxId: billing.taxId,
    paymentMethod: values.paymentMethod,
    paymentMethodAdditional: values.paymentMethodAdditional,
  };
}

/** The method's key in @shop/ui's lists and in `shippingDetails.shippingMethod`. */
export const shippingMethodCode = (method: Pick<CartShippingMethod, "carrier_code" | "method_code">) => `${method.carrier_code}_${method.method_code}`;

export function shippingOptionsOf(methods: readonly CartShippingMethod[], view: StoreView): ShippingMethodOption[] {
  return methods.map((method) => ({
    code: shippingMethodCode(method),
    title: method.method_title,
    price: String(formatPrice(method.price_incl_tax, view.i18n)),
    default: method.default,
    offline: method.offline,
    available: method.available,
  }));
}

/** Payment methods with their cost (left out when free) and, for the card, the card form (`extra`). */
export function paymentOptionsOf(methods: readonly CartPaymentMethod[], view: StoreView, extras: Readonly<Record<string, PaymentMethodOption["extra"]>> = {}): PaymentMethodOption[] {
  return methods.map((method) => ({
    code: method.code,
    title: method.title,
    default: method.default,
    ...(method.cost_incl_tax > 0 && { cost: String(formatPrice(method.cost_incl_tax, view.i18n)) }),
    ...(extras[method.code] !== undefined && { extra: extras[method.code] }),
  }));
}

/** Which steps hold saved details. */
export interface SavedSteps {
  personal: boolean;
  shipping: boolean;
  payment: boolean;
}

const filled = (...values: string[]) => values.every((value) => value.trim() !== "");

/**
 * What the checkout saved: personal details with names and e-mail; shipping once the address
 * was saved and a method chosen; payment once a method is chosen — but a card method only
 * while this page holds the card (card details are never stored, so after a reload the
 * shopper types them again).
 */
export function savedStepsOf(
  personal: Pick<PersonalDetails, "firstName" | "lastName" | "emailAddress">,
  shipping: Pick<ShippingDetails, "shippingMethod">,
  addressSaved: boolean,
  payment: Pick<PaymentDetails, "paymentMethod">,
  needsCard: (method: string) => boolean,
  hasCard: boolean,
): SavedSteps {
  const personalSaved = filled(personal.firstName, personal.lastName, personal.emailAddress);
  const shippingSaved = personalSaved && addressSaved && shipping.shippingMethod !== "";
  const paymentSaved = shippingSaved && payment.paymentMethod !== "" && (!needsCard(payment.paymentMethod) || hasCard);
  return { personal: personalSaved, shipping: shippingSaved, payment: paymentSaved };
}

export function completedStepsOf(saved: SavedSteps): CheckoutStepId[] {
  return [saved.personal && "personal-details", saved.shipping && "shipping", saved.payment && "payment"].filter((step): step is CheckoutStepId => step !== false);
}

const STEP_ORDER: readonly CheckoutStepId[] = ["personal-details", "shipping", "payment", "order-review"];

/** The first step not saved yet, else the review. */
export function firstOpenStep(saved: SavedSteps): CheckoutStepId {
  if (!saved.personal) return "personal-details";
  if (!saved.shipping) return "shipping";
  if (!saved.payment) return "payment";
  return "order-review";
}

/**
 * The step a URL asks for (`?step=payment`: /checkout-failed's 'Choose another payment method'),
 * when every step before it is saved; otherwise the first open step.
 */
export function initialStepOf(asked: string | null, saved: SavedSteps): CheckoutStepId {
  const open = firstOpenStep(saved);
  const step = STEP_ORDER.find((candidate) => candidate === asked);
  return step !== undefined && STEP_ORDER.indexOf(step) <= STEP_ORDER.indexOf(open) ? step : open;
}
