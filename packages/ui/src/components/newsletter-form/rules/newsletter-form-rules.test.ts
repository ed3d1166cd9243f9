import { describe, expect, it } from "vitest";
import { isValidEmail, NEWSLETTER_IDLE, reduceNewsletterForm, type NewsletterFormEvent, type NewsletterFormState } from "./newsletter-form-rules";

const run = (events: NewsletterFormEvent[]) => events.reduce<NewsletterFormState>(reduceNewsletterForm, NEWSLETTER_IDLE);

describe("newsletter form states (presentation-content.md §4 Newsletter form)", () => {
  it.each<[string, NewsletterFormEvent[], NewsletterFormState]>([
    ["starts idle", [], { phase: "idle" }],
    ["submitting subscribes", [{ type: "submitted" }], { phase: "subscribing" }],
    ["a second submit while subscribing is ignored", [{ type: "submitted" }, { type: "submitted" }], { phase: "subscribing" }],
    ["success shows the success icon", [{ type: "submitted" }, { type: "answered", success: true }], { phase: "feedback", success: true }],
    ["failure shows the error icon", [{ type: "submitted" }, { type: "answered", success: false }], { phase: "feedback", success: false }],
    ["after 3 s the icon goes", [{ type: "submitted" }, { type: "answered", success: true }, { type: "feedbackEnded" }], { phase: "resetting", success: true }],
    ["0.5 s later the flag resets", [{ type: "submitted" }, { type: "answered", success: true }, { type: "feedbackEnded" }, { type: "resetEnded" }], { phase: "idle" }],
    ["an answer without a submit is ignored", [{ type: "answered", success: true }], { phase: "idle" }],
  ])("%s", (_case, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});

describe("isValidEmail (presentation-content.md §5 Newsletter: email required and valid)", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["jan", false],
    ["jan@", false],
    ["jan@shop", false],
    ["jan @shop.nl", false],
    ["jan@shop.nl", true],
    [" jan.de.vries+news@mail.shop.nl ", true],
    ["jan@shop..nl", false],
  ])("%j → %s", (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
