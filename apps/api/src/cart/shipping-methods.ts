import { excludingTax } from "../pricing/rules/money";
import { GARMENT_TAX_CLASS, taxRateFor } from "../seed/tax-rules";

interface MethodDefinition {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  price: number;
  /** Free from this subtotal (incl. tax). */
  freeFrom?: number;
  /** Countries served; undefined: every country but those in `except`. */
  countries?: string[];
  except?: string[];
  /** Switched off by the shop: listed, never available. */
  disabled?: string;
}

const METHODS: MethodDefinition[] = [
  { carrier_code: "flatrate", method_code: "flatrate", carrier_title: "PostNL", method_title: "Standard delivery", price: 4.95, freeFrom: 75, countries: ["NL", "BE"] },
  { carrier_code: "postnl", method_code: "evening", carrier_title: "PostNL", method_title: "Evening delivery", price: 6.95, countries: ["NL"] },
  { carrier_code: "dhl", method_code: "express", carrier_title: "DHL", method_title: "Express (next working day)", price: 12.95, countries: ["NL", "BE", "DE", "FR"] },
  { carrier_code: "dhl", method_code: "international", carrier_title: "DHL", method_title: "International", price: 19.95, except: ["NL"] },
  { carrier_code: "pickup", method_code: "store", carrier_title: "Store pickup", method_title: "Pick up in store", price: 0, disabled: "Store pickup is temporarily unavailable." },
];

/** Shipping is taxed at the garments' (standard) rate of the destination, whatever the cart holds. */
export const shippingTaxPercent = (countryId: string) => taxRateFor(GARMENT_TAX_CLASS, countryId);

export interface EstimatedMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  price_excl_tax: number;
  price_incl_tax: number;
  available: boolean;
  error_message: string;
}

/**
 * Every method with its price for the destination; the ones that cannot ship there come
 * back with `available: false` (dropping them is the client's job, commerce-core.md §5).
 */
export function estimateShippingMethods(countryId: string, subtotalInclTax: number): EstimatedMethod[] {
  const taxPercent = shippingTaxPercent(countryId);
  return METHODS.map((method) => {
    const serves = method.countries === undefined ? !(method.except ?? []).includes(countryId) : method.countries.includes(countryId);
    const price = method.freeFrom !== undefined && subtotalInclTax >= method.freeFrom ? 0 : method.price;
    const error = method.disabled ?? (serves ? "" : `This shipping method is not available for ${countryId}.`);
    return {
      carrier_code: method.carrier_code,
      method_code: method.method_code,
      carrier_title: method.carrier_title,
      method_title: method.method_title,
      amount: price,
      base_amount: price,
      price_excl_tax: excludingTax(price, taxPercent),
      price_incl_tax: price,
      available: error === "",
      error_message: error,
    };
  });
}

export const PAYMENT_METHODS = [
  { code: "ideal", title: "iDEAL" },
  { code: "creditcard", title: "Credit card (Visa, Mastercard)" },
  { code: "riverty", title: "Riverty – pay afterwards" },
  { code: "banktransfer", title: "Bank transfer" },
  { code: "cashondelivery", title: "Cash on delivery" },
] as const;
