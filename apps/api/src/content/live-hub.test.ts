import type { LiveEvent } from "@shop/cms";
import { describe, expect, it } from "vitest";
import { createLiveHub } from "./live-hub";

const published = (storyId: number): LiveEvent => ({ action: "published", storyId, fullSlug: "nl/home", previousFullSlug: "nl/home", slugOnly: false });

describe("the live hub (open previews per story and release)", () => {
  it("sends a story's events to its previews of that release, or to all with 'all'", () => {
    const hub = createLiveHub();
    const draft: LiveEvent[] = [];
    const release: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    hub.subscribe(1, 0, (event) => void draft.push(event), () => undefined);
    hub.subscribe(1, 7, (event) => void release.push(event), () => undefined);
    hub.subscribe(2, 0, (event) => void other.push(event), () => undefined);
    hub.publish(1, 0, published(1));
    expect([draft.length, release.length, other.length]).toEqual([1, 0, 0]);
    hub.publish(1, "all", published(1));
    expect([draft.length, release.length, other.length]).toEqual([2, 1, 0]);
  });

  it("forgets a preview that unsubscribed, and ends every stream on close", () => {
    const hub = createLiveHub();
    let ended = 0;
    const unsubscribe = hub.subscribe(1, 0, () => undefined, () => void ended++);
    hub.subscribe(1, 0, () => undefined, () => void ended++);
    expect(hub.listeners(1)).toBe(2);
    unsubscribe();
    expect(hub.listeners(1)).toBe(1);
    hub.close();
    expect(ended).toBe(1);
    expect(hub.listeners(1)).toBe(0);
  });
});
