import type { CartAddress, CartItem, CartPaymentMethod, CartShippingMethod } from "@shop/cart";
import type { AddressDetails, PaymentDetails, PersonalDetails, ShippingDetails } from "../checkout.types";
import type { OrderRequest } from "../order.schemas";

/**
 * An address of the checkout's details as the order carries it (commerce-core.md §3 Address:
 * street lines are the street, then the house number plus optional affix).
 */
export function addressOfDetails(details: AddressDetails, extra: { email?: string; company?: string; taxId?: string } = {}): CartAddress {
  const houseNumber = [details.apartmentNumber.trim(), details.affix?.trim() ?? ""].filter((part) => part.length > 0).join(" ");
  return {
    firstname: details.firstName.trim(),
    lastname: details.lastName.trim(),
    street: houseNumber.length > 0 ? [details.streetAddress.trim(), houseNumber] : [details.streetAddress.trim()],
    city: details.city.trim(),
    postcode: details.zipCode.trim(),
    country_id: details.country.trim().toUpperCase(),
    ...(details.phoneNumber.trim() !== "" && { telephone: details.phoneNumber.trim() }),
    ...(details.region_id !== null && { region_id: details.region_id }),
    ...(details.region_code !== undefined && { region_code: details.region_code }),
    ...(extra.company && { company: extra.company }),
    ...(extra.taxId && { vat_id: extra.taxId }),
    ...(extra.email && { email: extra.email }),
  };
}

/** Billing falls back to the shipping address when the payment address is left empty. */
const hasAddress = (details: AddressDetails) => details.streetAddress.trim() !== "" && details.city.trim() !== "" && details.country.trim() !== "";

export interface OrderInput {
  orderId: string;
  createdAt: string;
  storeCode: string;
  cartId: string | null;
  items: readonly CartItem[];
  personal: PersonalDetails;
  password: string;
  /** Whether a customer is logged in (an account is created for guests only). */
  loggedIn: boolean;
  shipping: ShippingDetails;
  payment: PaymentDetails;
  shippingMethod: CartShippingMethod;
  paymentMethod: CartPaymentMethod;
  couponCode: string | null;
  grandTotal: number | null;
}

/** The order body (`orderRequestSchema`) of the checkout's state; validation is the schema's (the client checks it before sending). */
export function buildOrderRequest(input: OrderInput): OrderRequest {
  const email = input.personal.emailAddress.trim();
  const billingDetails = hasAddress(input.payment) ? input.payment : input.shipping;
  const additional = input.payment.paymentMethodAdditional;
  return {
    order_id: input.orderId,
    created_at: input.createdAt,
    store_code: input.storeCode,
    ...(input.cartId !== null && { cart_id: input.cartId }),
    products: input.items.map((item) => ({
      sku: item.sku,
      qty: item.qty,
      ...(item.parentSku !== undefined && { parentSku: item.parentSku }),
      name: item.name,
      ...(item.price_incl_tax !== undefined && { price_incl_tax: item.price_incl_tax }),
      ...(item.product_option !== undefined && { product_option: item.product_option }),
    })),
    addressInformation: {
      shippingAddress: addressOfDetails(input.shipping, { email }),
      billingAddress: { ...addressOfDetails(billingDetails, { company: input.payment.company, taxId: input.payment.taxId }), email },
      shipping_method_code: input.shippingMethod.method_code,
      shipping_carrier_code: input.shippingMethod.carrier_code,
      payment_method_code: input.paymentMethod.code,
      ...(Object.keys(additional).length > 0 && { payment_method_additional: additional }),
    },
    ...(input.couponCode !== null && { coupon_code: input.couponCode }),
    ...(input.grandTotal !== null && { totals: { grand_total: input.grandTotal } }),
    ...(!input.loggedIn && input.personal.createAccount && input.password !== "" && { account: { password: input.password } }),
  };
}

/** The order as it may be kept (state, storage, offline): without the account's password. */
export function withoutAccount(order: OrderRequest): OrderRequest {
  const { account: _account, ...rest } = order;
  return rest;
}
