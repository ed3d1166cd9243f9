import { describe, expect, it } from "vitest";
import type { Customer } from "../customer.schemas";
import { addressToForm, addressesWith, formToAddress, houseNumberLine, splitHouseNumberLine, type AddressForm } from "./address-form";
import { profileUpdateBody } from "./profile-update";
import { isLoggedIn, sessionCheck, sessionExpiryOutcome } from "./session";

const address = {
  address_id: 7,
  firstname: "Jan",
  lastname: "Jansen",
  street: ["Damrak", "12 A"],
  city: "Amsterdam",
  postcode: "1012 LG",
  country_id: "NL",
  is_default: "1" as const,
  address_type: "DELIVERY" as const,
};
const customer: Customer = { id: 1, email: "jan@example.com", firstname: "Jan", lastname: "Jansen", group_id: 1, addresses: [address] };

describe("profile update body (commerce-core.md §5)", () => {
  it.each([
    ["only firstname, lastname, email and addresses are taken from the edit", { firstname: "Piet", group_id: 4, id: 99 }, { firstname: "Piet", group_id: 1, id: 1 }],
    ["an empty date_of_birth is removed", { date_of_birth: "" }, { date_of_birth: undefined }],
    ["an empty mobile_number becomes '-'", { mobile_number: "" }, { mobile_number: "-" }],
  ])("%s", (_case, edit, expected) => {
    const held = { ...customer, ...("date_of_birth" in edit && { date_of_birth: "" }), ...("mobile_number" in edit && { mobile_number: "  " }) };
    const body = profileUpdateBody(held, edit);
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(body).not.toHaveProperty(key);
      else expect(body[key]).toEqual(value);
    }
  });

  it("keeps a filled date_of_birth and mobile_number", () => {
    const body = profileUpdateBody({ ...customer, date_of_birth: "1990-01-01", mobile_number: "0612345678" }, {});
    expect(body).toMatchObject({ date_of_birth: "1990-01-01", mobile_number: "0612345678" });
  });
});

describe("address shapes (commerce-core.md §3 Address)", () => {
  it.each([
    ["12", "", "12"],
    ["12", "A", "12 A"],
    [" 3 ", " bis ", "3 bis"],
  ])("number %j with affix %j is the line %j and reads back", (number, affix, line) => {
    expect(houseNumberLine(number, affix)).toBe(line);
    expect(splitHouseNumberLine(line)).toEqual({ apartmentNumber: number.trim(), affix: affix.trim() });
  });

  it("account → form → account round-trips, the affix included", () => {
    const form = addressToForm(address);
    expect(form).toMatchObject({ streetAddress: "Damrak", apartmentNumber: "12", affix: "A", zipCode: "1012 LG", country: "NL", is_default: true, address_type: "DELIVERY" });
    expect(formToAddress(form, customer)).toMatchObject({ street: ["Damrak", "12 A"], postcode: "1012 LG", country_id: "NL", is_default: "1", address_id: 7 });
  });

  it("a third street line is the affix", () => {
    expect(addressToForm({ ...address, street: ["Keizersgracht", "123", "A"] })).toMatchObject({ streetAddress: "Keizersgracht", apartmentNumber: "123", affix: "A" });
  });

  it("a new default address of a type demotes the old default of that type, names from the profile", () => {
    const form: AddressForm = { streetAddress: "Coolsingel", apartmentNumber: "40", affix: "", city: "Rotterdam", zipCode: "3011 AD", country: "nl", is_default: true, address_type: "DELIVERY" };
    const next = addressesWith([address], form, customer);
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ address_id: 7, is_default: "0" });
    expect(next[1]).toMatchObject({ street: ["Coolsingel", "40"], country_id: "NL", is_default: "1", firstname: "Jan" });
  });

  it("an edited address replaces its namesake in place", () => {
    const next = addressesWith([address], { ...addressToForm(address), city: "Haarlem" }, customer);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ address_id: 7, city: "Haarlem" });
  });
});

describe("session rules (commerce-core.md §4 Session and token, §6, §9 refresh threshold 900 s)", () => {
  const now = 1_000_000_000;
  it.each([
    ["no token: guest", false, null, "guest"],
    ["no expiry told: fresh", true, null, "fresh"],
    ["expires in 901 s: fresh", true, now + 901_000, "fresh"],
    ["expires in 900 s: refresh", true, now + 900_000, "refresh"],
    ["expires in 1 s: refresh", true, now + 1000, "refresh"],
    ["expired: inactivity", true, now, "expired"],
  ] as const)("%s", (_case, hasToken, sessionExpires, expected) => {
    expect(sessionCheck({ hasToken, sessionExpires, now, refreshThresholdSeconds: 900 })).toBe(expected);
  });

  it.each([
    ["a token, a live session and a profile", true, true, now + 1, true],
    ["no profile", true, false, now + 1, false],
    ["expired", true, true, now, false],
    ["no token", false, true, null, false],
  ] as const)("logged in: %s → %s", (_case, hasToken, hasProfile, sessionExpires, expected) => {
    expect(isLoggedIn({ hasToken, hasProfile, sessionExpires, now })).toBe(expected);
  });

  it.each([
    ["in checkout: home, whatever the login path", true, "/login", { kind: "home" }],
    ["a login path", false, "/account/login", { kind: "login-path", path: "/account/login" }],
    ["no login path: the modal", false, null, { kind: "login-modal" }],
  ] as const)("after expiry, %s", (_case, inCheckout, loginPath, expected) => {
    expect(sessionExpiryOutcome({ inCheckout, loginPath })).toEqual(expected);
  });
});
