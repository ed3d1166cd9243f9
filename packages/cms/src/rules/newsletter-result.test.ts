import { SyncTaskError } from "@shop/sync-queue";
import { describe, expect, it } from "vitest";
import { newsletterNotification, newsletterOutcomeOfError, newsletterOutcomeOfReply } from "./newsletter-result";

const serverError = (code: number) => new SyncTaskError({ kind: "server", code, message: `failed with ${code}` });

describe("newsletter outcome (presentation-content.md §7 Newsletter, §8)", () => {
  it.each([
    [{ contact_id: "c-1", email_exists: false }, "subscribed"],
    [{ contact_id: "c-1", email_exists: true }, "already-subscribed"],
  ])("reply %j → %s", (reply, outcome) => expect(newsletterOutcomeOfReply(reply)).toBe(outcome));

  it.each([
    ["resultCode 400: silent", serverError(400), "silent-failure"],
    ["resultCode 500", serverError(500), "failed"],
    ["resultCode 404", serverError(404), "failed"],
    ["not a sync error", new Error("boom"), "failed"],
  ])("%s", (_name, error, outcome) => expect(newsletterOutcomeOfError(error)).toBe(outcome));

  it.each([
    ["subscribed", { type: "success", message: "You have been successfully subscribed to our newsletter!" }],
    ["already-subscribed", { type: "warning", message: "You are already subscribed to our newsletter!" }],
    ["failed", { type: "danger", message: "An error occurred while subscribing you to our newsletter, please try again!" }],
    ["silent-failure", null],
  ] as const)("%s → %j", (outcome, notification) => expect(newsletterNotification(outcome)).toEqual(notification));
});
