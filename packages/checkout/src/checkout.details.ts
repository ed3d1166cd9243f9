import { methodsUpdated, paymentChosen, selectPaymentMethods, selectShippingMethods, shippingChosen, syncMethods, totalsUpdated, cartSessionOf } from "@shop/cart";
import { isSyncTaskError, selectIsOnline } from "@shop/sync-queue";
import { methodsSet, paymentDetailsSaved, personalDetailsSaved, shippingDetailsSaved } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import type { PaymentDetails, PersonalDetails, ShippingDetails } from "./checkout.types";
import { CHECKOUT_MESSAGES } from "./messages";
import { addressOfDetails } from "./rules/order-body";

/** Saves personal details (commerce-core.md §4 "save … personal … details"); stamps modifiedAt. */
export const savePersonalDetails = createCheckoutThunk<true, Partial<PersonalDetails> & { password?: string }>("checkout/savePersonalDetails", async (details, { dispatch, extra }) => {
  dispatch(personalDetailsSaved({ details, at: extra.clock.now() }));
  return true as const;
});

/** Saves payment details (address, company, tax id, method); the method is also the cart's chosen one. */
export const savePaymentDetails = createCheckoutThunk<true, Partial<PaymentDetails>>("checkout/savePaymentDetails", async (details, { dispatch, getState, extra }) => {
  dispatch(paymentDetailsSaved({ details, at: extra.clock.now() }));
  if (details.paymentMethod !== undefined) {
    const method = getState().checkout.paymentMethods.find((entry) => entry.code === details.paymentMethod) ?? selectPaymentMethods(getState()).find((entry) => entry.code === details.paymentMethod);
    if (method) dispatch(paymentChosen(method));
  }
  return true as const;
});

/**
 * Saves the shipping address and refreshes the methods for its country (commerce-core.md §4 "add/
 * set payment and shipping methods"): the cart's `syncMethods`, forced, whose lists (and defaults)
 * the checkout takes. From then on a shipping method may be chosen.
 */
export const saveShippingAddress = createCheckoutThunk<true, Partial<ShippingDetails>>("checkout/saveShippingAddress", async (details, { dispatch, getState, extra }) => {
  dispatch(shippingDetailsSaved({ details, at: extra.clock.now(), addressSaved: true }));
  const country = getState().checkout.shippingDetails.country;
  await dispatch(syncMethods({ ...(country !== "" && { countryId: country }), force: true }));
  dispatch(methodsSet({ shipping: selectShippingMethods(getState()), payment: selectPaymentMethods(getState()) }));
  return true as const;
});

/**
 * Chooses the shipping method: refused with 'Address must be saved before choosing a shipping
 * method' until the address was saved; else the cart's shipping-information call stores address
 * and method and answers the new totals and payment methods. Offline it is only chosen here.
 */
export const chooseShippingMethod = createCheckoutThunk<true, { carrierCode: string; methodCode: string }>(
  "checkout/chooseShippingMethod",
  async ({ carrierCode, methodCode }, { dispatch, getState, extra, rejectWithValue }) => {
    const { checkout } = getState();
    if (checkout.shippingAddressSavedAt === null) return rejectWithValue(CHECKOUT_MESSAGES.addressFirst);
    const method = checkout.shippingMethods.find((entry) => entry.carrier_code === carrierCode && entry.method_code === methodCode);
    if (!method) return rejectWithValue(`No shipping method ${carrierCode}_${methodCode}`);
    const at = extra.clock.now();
    if (!selectIsOnline(getState())) {
      // Offline (an order can still be placed, §4): chosen here; the order sends it, and the back end prices it then.
      dispatch(shippingChosen(method));
      dispatch(shippingDetailsSaved({ details: { shippingMethod: `${carrierCode}_${methodCode}` }, at }));
      return true as const;
    }
    const email = checkout.personalDetails.emailAddress.trim();
    try {
      const reply = await extra.checkout.api.shippingInformation(
        {
          addressInformation: {
            shippingAddress: addressOfDetails(checkout.shippingDetails, email === "" ? {} : { email }),
            shipping_carrier_code: carrierCode,
            shipping_method_code: methodCode,
          },
        },
        cartSessionOf(getState()),
      );
      dispatch(shippingChosen(method));
      dispatch(totalsUpdated({ totals: reply.totals, at: extra.clock.now() }));
      dispatch(shippingDetailsSaved({ details: { shippingMethod: `${carrierCode}_${methodCode}` }, at: extra.clock.now() }));
      const { cart } = getState();
      const offered = reply.payment_methods.map((entry) => entry.code);
      // The cart's payment methods carry defaults and costs: kept where the reply still offers them.
      const payment = cart.paymentMethods.filter((entry) => offered.includes(entry.code));
      dispatch(methodsUpdated({ shipping: cart.shippingMethods, payment, hash: cart.methodsHash ?? "" }));
      dispatch(methodsSet({ shipping: cart.shippingMethods, payment }));
      return true as const;
    } catch (error) {
      return rejectWithValue(isSyncTaskError(error) ? (error.serverMessage ?? error.message) : String(error));
    }
  },
);
