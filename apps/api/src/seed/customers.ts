/** Demo customers (README "Demo accounts"); every one has the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = "Welkom123!";

export const DEMO_CUSTOMERS = [
  {
    email: "jan.jansen@example.com",
    firstname: "Jan",
    lastname: "Jansen",
    store_id: 9,
    addresses: [
      { firstname: "Jan", lastname: "Jansen", street: ["Keizersgracht", "123", "A"], city: "Amsterdam", postcode: "1015 CJ", country_id: "NL", telephone: "+31 20 123 4567", is_default: true, address_type: "DELIVERY", default_billing: true },
      { firstname: "Jan", lastname: "Jansen", street: ["Stationsplein", "1"], city: "Utrecht", postcode: "3511 ED", country_id: "NL", telephone: "+31 30 765 4321", is_default: false, address_type: "SHIPPING", default_billing: false },
    ],
  },
  {
    email: "emma.devries@example.com",
    firstname: "Emma",
    lastname: "de Vries",
    store_id: 10,
    addresses: [{ firstname: "Emma", lastname: "de Vries", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011 AD", country_id: "NL", telephone: "+31 10 222 3344", is_default: true, address_type: "DELIVERY", default_billing: true }],
  },
  {
    email: "lukas.schmidt@example.com",
    firstname: "Lukas",
    lastname: "Schmidt",
    store_id: 11,
    addresses: [{ firstname: "Lukas", lastname: "Schmidt", street: ["Friedrichstraße", "88"], city: "Berlin", postcode: "10117", country_id: "DE", telephone: "+49 30 1234567", is_default: true, address_type: "DELIVERY", default_billing: true }],
  },
  {
    email: "claire.martin@example.com",
    firstname: "Claire",
    lastname: "Martin",
    store_id: 11,
    addresses: [],
  },
] as const;

/** Coupons (apply-coupon) and loyalty discount codes (apply-discount). */
export const COUPONS = [
  { code: "WELCOME10", label: "Welcome: 10% off", kind: "percent", amount: 10, is_active: true },
  { code: "SAVE15", label: "€15 off", kind: "fixed", amount: 15, is_active: true },
  { code: "SUMMER2020", label: "Summer 2020: 20% off", kind: "percent", amount: 20, is_active: false },
] as const;

export const DISCOUNT_CODES = [
  { code: "LOYALTY5", label: "Loyalty reward €5", amount: 5 },
  { code: "LOYALTY10", label: "Loyalty reward €10", amount: 10 },
] as const;
