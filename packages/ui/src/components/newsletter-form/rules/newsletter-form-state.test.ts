import { describe, expect, it } from "vitest";
import { INITIAL_NEWSLETTER_FORM_STATE as idle, newsletterFormReducer, type NewsletterFormEvent, type NewsletterFormState } from "./newsletter-form-state";

const subscribing: NewsletterFormState = { phase: "subscribing", feedback: null, success: false, result: null };
const succeeded: NewsletterFormState = { phase: "feedback", feedback: "success", success: true, result: "subscribed" };
const failed: NewsletterFormState = { phase: "feedback", feedback: "error", success: false, result: "failed" };
const afterSuccess: NewsletterFormState = { phase: "idle", feedback: null, success: true, result: "subscribed" };

describe("newsletterFormReducer (presentation-content.md §4 Newsletter form)", () => {
  it.each<[string, NewsletterFormState, NewsletterFormEvent, NewsletterFormState]>([
    ["submit: subscribing", idle, { type: "submit" }, subscribing],
    ["a second submit while subscribing is ignored", subscribing, { type: "submit" }, subscribing],
    ["subscribed: success icon", subscribing, { type: "answered", result: "subscribed" }, succeeded],
    [
      "already subscribed: success icon too",
      subscribing,
      { type: "answered", result: "already-subscribed" },
      { phase: "feedback", feedback: "success", success: true, result: "already-subscribed" },
    ],
    ["failed: error icon", subscribing, { type: "answered", result: "failed" }, failed],
    ["silent failure (§7 code 400, §8 message not shown): idle, no icon, no message", subscribing, { type: "answered", result: "silent-failure" }, idle],
    ["an answer without a request is ignored", idle, { type: "answered", result: "subscribed" }, idle],
    ["feedback ends after 3 s, the success flag stays", succeeded, { type: "feedback-elapsed" }, afterSuccess],
    ["…and is reset 0.5 s later", afterSuccess, { type: "reset-elapsed" }, idle],
    ["error feedback ends", failed, { type: "feedback-elapsed" }, { ...failed, phase: "idle", feedback: null }],
    ["a stale reset does not touch a new request", subscribing, { type: "reset-elapsed" }, subscribing],
    ["submit during feedback starts over", succeeded, { type: "submit" }, subscribing],
  ])("%s", (_case, state, event, expected) => {
    expect(newsletterFormReducer(state, event)).toEqual(expected);
  });
});
