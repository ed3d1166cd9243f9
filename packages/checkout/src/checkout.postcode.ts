import { isSyncTaskError } from "@shop/sync-queue";
import { paymentDetailsSaved, shippingDetailsSaved } from "./checkout.slice";
import { createCheckoutThunk } from "./checkout.thunk";
import { CHECKOUT_MESSAGES } from "./messages";
import { normalizeDutchPostcode, postcodeLookupAllowed } from "./rules/postcode";

export type PostcodeOutcome = { found: true; street: string; city: string; postcode: string } | { found: false; message: string };

/**
 * Postcode look-up (commerce-core.md §5 "only for country NL"): street and city of a Dutch
 * postcode and house number; another country is not looked up. With `fill`, the street, city and
 * postcode go into the shipping or payment details.
 */
export const lookUpPostcode = createCheckoutThunk<PostcodeOutcome, { country: string; postcode: string; houseNumber: string; fill?: "shipping" | "payment" }>(
  "checkout/lookUpPostcode",
  async ({ country, postcode, houseNumber, fill }, { dispatch, extra }) => {
    if (!postcodeLookupAllowed(country)) return { found: false, message: CHECKOUT_MESSAGES.postcodeOnlyNl };
    const normalized = normalizeDutchPostcode(postcode);
    if (normalized === null || !/^\d{1,5}$/.test(houseNumber.trim())) return { found: false, message: CHECKOUT_MESSAGES.postcodeNotFound };
    try {
      const reply = await extra.checkout.api.lookUpPostcode({ country: "NL", postcode: normalized, houseNumber: houseNumber.trim() });
      const details = { streetAddress: reply.street, city: reply.city, zipCode: reply.postcode, apartmentNumber: reply.houseNumber, country: "NL" };
      if (fill === "shipping") dispatch(shippingDetailsSaved({ details, at: extra.clock.now() }));
      if (fill === "payment") dispatch(paymentDetailsSaved({ details, at: extra.clock.now() }));
      return { found: true, street: reply.street, city: reply.city, postcode: reply.postcode };
    } catch (error) {
      if (isSyncTaskError(error, "server") && error.code === 404) return { found: false, message: CHECKOUT_MESSAGES.postcodeNotFound };
      return { found: false, message: isSyncTaskError(error) ? (error.serverMessage ?? error.message) : String(error) };
    }
  },
);
