import { describe, expect, it } from "vitest";
import { cardDetailsOf, cardErrorsOf, EMPTY_CARD } from "./card-details";

const VALID = { number: "4111 1111 1111 1111", holderName: " Ann de Vries ", expiryMonth: "3", expiryYear: "2030", cvc: "737" };

describe("cardDetailsOf", () => {
  it("strips the number's spaces, trims the name and pads the month", () => {
    expect(cardDetailsOf(VALID)).toEqual({ number: "4111111111111111", holderName: "Ann de Vries", expiryMonth: "03", expiryYear: "2030", cvc: "737" });
  });
});

describe("cardErrorsOf (commerce-core.md §7 card details)", () => {
  it.each([
    ["a valid card", VALID, []],
    ["an empty form", EMPTY_CARD, ["number", "holderName", "expiryMonth", "expiryYear", "cvc"]],
    ["a short number", { ...VALID, number: "4111" }, ["number"]],
    ["month 13", { ...VALID, expiryMonth: "13" }, ["expiryMonth"]],
    ["a two-digit year", { ...VALID, expiryYear: "30" }, ["expiryYear"]],
    ["letters in the cvc", { ...VALID, cvc: "7a7" }, ["cvc"]],
  ])("%s", (_name, values, errors) => {
    expect(cardErrorsOf(values)).toEqual(errors);
  });
});
