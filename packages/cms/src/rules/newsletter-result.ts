import { isSyncTaskError } from "@shop/sync-queue";
import type { NewsletterSubscribeReply } from "../newsletter.schemas";

/**
 * The outcome of a newsletter subscribe (presentation-content.md §7 Newsletter, §8): 200 with
 * `email_exists` is "already-subscribed" (a warning), 200 otherwise "subscribed" (contact_id
 * stored); resultCode 400 is a silent failure (no message); anything else "failed".
 * The names are @shop/ui's newsletter form's `NewsletterResult`.
 */
export type NewsletterSubscribeOutcome = "subscribed" | "already-subscribed" | "failed" | "silent-failure";

export function newsletterOutcomeOfReply(reply: NewsletterSubscribeReply): NewsletterSubscribeOutcome {
  return reply.email_exists ? "already-subscribed" : "subscribed";
}

export function newsletterOutcomeOfError(error: unknown): NewsletterSubscribeOutcome {
  return isSyncTaskError(error, "server") && error.code === 400 ? "silent-failure" : "failed";
}

/** §8's messages: success, the already-subscribed warning, the failure (none for a 400). */
export const NEWSLETTER_MESSAGES = {
  subscribed: "You have been successfully subscribed to our newsletter!",
  alreadySubscribed: "You are already subscribed to our newsletter!",
  failed: "An error occurred while subscribing you to our newsletter, please try again!",
} as const;

export function newsletterNotification(outcome: NewsletterSubscribeOutcome): { type: "success" | "warning" | "danger"; message: string } | null {
  switch (outcome) {
    case "subscribed":
      return { type: "success", message: NEWSLETTER_MESSAGES.subscribed };
    case "already-subscribed":
      return { type: "warning", message: NEWSLETTER_MESSAGES.alreadySubscribed };
    case "failed":
      return { type: "danger", message: NEWSLETTER_MESSAGES.failed };
    case "silent-failure":
      return null;
  }
}
