import type { LiveEvent } from "../content/replies.schemas";

/**
 * What an open preview does with a pushed live event (presentation-content.md §4 Preview mode):
 * "On an input event the story is updated in place. On a published or changed event the page
 * reloads unless only the slug changed."
 */
export type LiveEventDecision = { kind: "update-in-place" } | { kind: "reload" } | { kind: "keep" };

export function liveEventDecision(event: LiveEvent): LiveEventDecision {
  if (event.action === "input") return { kind: "update-in-place" };
  return event.slugOnly ? { kind: "keep" } : { kind: "reload" };
}
