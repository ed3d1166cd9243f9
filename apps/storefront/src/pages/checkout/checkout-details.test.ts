import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import type { AddressValues } from "@shop/ui";
import { addressDetailsOf, addressValuesOf, completedStepsOf, initialStepOf, paymentDetailsOf, paymentOptionsOf, savedStepsOf, shippingOptionsOf } from "./checkout-details";

const view = Object.values(createConfig({ api: { url: "http://api.test" } }).storeViews.views)[0]!;
const ADDRESS: AddressValues = {
  firstName: "Ann",
  lastName: "de Vries",
  streetAddress: "Keizersgracht",
  apartmentNumber: "12",
  affix: "A",
  zipCode: "1015CJ",
  city: "Amsterdam",
  country: "NL",
  state: "",
  phoneNumber: "+31 20 123 4567",
  company: "",
  taxId: "",
};
const BILLING: AddressValues = { ...ADDRESS, firstName: "Bob", company: "Shop BV", taxId: "NL001" };
const digits = (text: string | undefined) => (text ?? "").replace(/\D/g, "");

describe("address mapping", () => {
  it("round-trips the form's address through the checkout's details", () => {
    const details = addressDetailsOf(ADDRESS);
    expect(details).toMatchObject({ region_id: null, affix: "A", zipCode: "1015CJ" });
    expect(addressValuesOf(details)).toEqual(ADDRESS);
  });

  it("fills the optional fields of a saved address the form needs", () => {
    const { affix: _affix, ...withoutAffix } = addressDetailsOf(ADDRESS);
    expect(addressValuesOf(withoutAffix)).toMatchObject({ affix: "", company: "", taxId: "" });
  });
});

describe("paymentDetailsOf", () => {
  it.each([
    ["same as shipping: billing is the shipping address", true, BILLING, "Ann", ""],
    ["no billing address given: the shipping address", false, null, "Ann", ""],
    ["another billing address, with company and tax id", false, BILLING, "Bob", "Shop BV"],
  ])("%s", (_name, sameAsShipping, billingAddress, firstName, company) => {
    const details = paymentDetailsOf({ sameAsShipping, billingAddress, paymentMethod: "ideal", paymentMethodAdditional: { issuer: "INGBNL2A" } }, ADDRESS);
    expect(details).toMatchObject({ firstName, company, paymentMethod: "ideal", paymentMethodAdditional: { issuer: "INGBNL2A" } });
  });
});

describe("method options", () => {
  it("maps shipping methods with their key, price and flags", () => {
    const [option] = shippingOptionsOf([{ carrier_code: "postnl", method_code: "standard", method_title: "Standard", price_incl_tax: 4.95, default: true, offline: false, available: true, is_server_method: true }], view);
    expect(option).toMatchObject({ code: "postnl_standard", title: "Standard", default: true, offline: false, available: true });
    expect(digits(option?.price)).toBe("495");
  });

  it("gives a payment method its cost only when it costs something, and the card form to its method", () => {
    const form = "card form";
    const options = paymentOptionsOf(
      [
        { code: "ideal", title: "iDEAL", default: true, cost_incl_tax: 0, is_server_method: true },
        { code: "riverty", title: "Riverty", default: false, cost_incl_tax: 1.95, is_server_method: true },
        { code: "creditcard", title: "Card", default: false, cost_incl_tax: 0, is_server_method: true },
      ],
      view,
      { creditcard: form },
    );
    expect(options[0]).not.toHaveProperty("cost");
    expect(digits(options[1]?.cost)).toBe("195");
    expect(options[2]?.extra).toBe(form);
    expect(options[0]).not.toHaveProperty("extra");
  });
});

const personal = { firstName: "Ann", lastName: "de Vries", emailAddress: "ann@shop.example" };
const needsCard = (method: string) => method === "creditcard";

describe("savedStepsOf and the step to open", () => {
  it.each([
    ["nothing saved", { firstName: "", lastName: "", emailAddress: "" }, "", false, "", false, [], "personal-details"],
    ["personal details", personal, "", false, "", false, ["personal-details"], "shipping"],
    ["an address without a method is not the shipping step", personal, "", true, "", false, ["personal-details"], "shipping"],
    ["shipping", personal, "postnl_standard", true, "", false, ["personal-details", "shipping"], "payment"],
    ["a method chosen but the address not saved", personal, "postnl_standard", false, "ideal", false, ["personal-details"], "shipping"],
    ["everything: the review", personal, "postnl_standard", true, "ideal", false, ["personal-details", "shipping", "payment"], "order-review"],
    ["a card method without the card in memory (after a reload): payment again", personal, "postnl_standard", true, "creditcard", false, ["personal-details", "shipping"], "payment"],
    ["a card method with the card", personal, "postnl_standard", true, "creditcard", true, ["personal-details", "shipping", "payment"], "order-review"],
  ])("%s", (_name, details, shippingMethod, addressSaved, paymentMethod, hasCard, completed, step) => {
    const saved = savedStepsOf(details, { shippingMethod }, addressSaved, { paymentMethod }, needsCard, hasCard);
    expect(completedStepsOf(saved)).toEqual(completed);
    expect(initialStepOf(null, saved)).toBe(step);
  });

  it.each([
    ["a saved earlier step asked for opens", "payment", "payment"],
    ["the first open step asked for opens", "order-review", "order-review"],
    ["an unknown step: the first open one", "confirmation", "order-review"],
  ])("%s", (_name, asked, step) => {
    expect(initialStepOf(asked, { personal: true, shipping: true, payment: true })).toBe(step);
  });

  it("a step after the first open one is not opened", () => {
    expect(initialStepOf("order-review", { personal: true, shipping: false, payment: false })).toBe("shipping");
  });
});
