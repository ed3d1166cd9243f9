import { describe, expect, it } from "vitest";
import { SHOP_LOCALES } from "../locales";
import { COMMERCE_MESSAGES, MESSAGES, PRESENTATION_ERROR_MESSAGES, VALIDATION_MESSAGES } from "../messages";
import { findCatalogueProblems } from "../rules/catalogue-problems";
import { CATALOGUES } from "./index";

/** Words that are the same in Dutch, German or French as in English (brand-like or loan words). */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "OK",
  "The Journal.",
  "Home",
  "Blog",
  "Lookbook",
  "Status",
  "Postcode",
  "Date",
  "Total",
  "Menu",
  "Account",
  "One Size",
  "Sale",
  "Notifications",
  "Page {{page}}",
]);

describe("catalogues (presentation-content.md §8, commerce-core.md §8)", () => {
  it("declares every message once", () => {
    expect(new Set(MESSAGES).size).toBe(MESSAGES.length);
  });

  it("has a real, complete translation of every message in nl-NL, en-US, de-DE and fr-FR", () => {
    const problems = findCatalogueProblems(MESSAGES, CATALOGUES, {
      sourceLocale: "en-US",
      sameInEveryLanguage: SAME_IN_EVERY_LANGUAGE,
    });
    expect(problems).toEqual([]);
    expect(Object.keys(CATALOGUES).sort()).toEqual([...SHOP_LOCALES].sort());
  });

  it("uses the English text as the key in en-US", () => {
    for (const key of MESSAGES) expect(CATALOGUES["en-US"][key]).toBe(key);
  });

  it.each([
    ["commerce-core.md §8 add success", "Product has been added to the cart!"],
    ["commerce-core.md §8 logout", "You're logged out"],
    ["commerce-core.md §8 inactivity", "Your session has expired due to inactivity. Please log in again to continue."],
    ["presentation-content.md §8 component load", "An error occured while loading the component."],
    ["presentation-content.md §2 offline badge", "You are offline. Some features might not be available."],
    ["presentation-content.md §5 password classes", "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters."],
    ["presentation-content.md §5 newsletter", "Please provide an valid e-mail address"],
  ])("holds the spec's exact wording: %s", (_where, message) => {
    expect(MESSAGES).toContain(message);
  });

  it("keeps the quoted groups apart from the labels", () => {
    expect(COMMERCE_MESSAGES.length + PRESENTATION_ERROR_MESSAGES.length + VALIDATION_MESSAGES.length).toBeLessThan(MESSAGES.length);
  });
});
