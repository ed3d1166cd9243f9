import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productChangeTags, storyChangeTags } from "./changes/change-feed";
import { createTestShop, type TestShop } from "./testing/test-server";

// Issue 21 "Invalidation": the api publishes what changed, the storefronts drop those pages.

const EDITOR_TOKEN = "editor-token-for-the-change-feed-tests";
const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ contentEditorToken: EDITOR_TOKEN });
});
afterAll(() => shop.close());

/** Opens GET /api/changes and collects its `change` events' tags. */
async function listen() {
  const response = await shop.server.fetch(new Request("http://shop.test/api/changes"));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const received: string[][] = [];
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split("\n").find((line) => line.startsWith("data: "));
        if (event.includes("event: change") && data !== undefined) received.push((JSON.parse(data.slice(6)) as { tags: string[] }).tags);
      }
    }
  })();
  return { received, stop: async () => void (await reader.cancel().catch(() => undefined), await pump.catch(() => undefined)) };
}

describe("the change feed (GET /api/changes)", () => {
  it("tags a story under its slugs and a theme part under its store's theme", () => {
    expect(storyChangeTags(["en/about-us"])).toEqual(["story:en/about-us"]);
    expect(storyChangeTags(["nl/config/menu"])).toEqual(["story:nl/config/menu", "theme:nl"]);
    expect(storyChangeTags(["en/old", "en/new"])).toEqual(["story:en/old", "story:en/new"]);
    expect(storyChangeTags(["de/blog/leinen"])).toEqual(["story:de/blog/leinen", "blog:de"]);
    expect(productChangeTags(["SH-1", "TR-2"])).toEqual(["product:SH-1", "product:TR-2", "listing"]);
    expect(productChangeTags([])).toEqual([]);
  });

  it("sends a published story's tags to every open stream", async () => {
    const first = await listen();
    const second = await listen();
    const published = await shop.request("POST", "/content-service/v1/editor/stories/1/publish", { headers: editor });
    expect(published.status).toBe(200);
    const slug = (published.body as { story: { full_slug: string } }).story.full_slug;
    await expect.poll(() => first.received.flat()).toContain(`story:${slug}`);
    await expect.poll(() => second.received.flat()).toContain(`story:${slug}`);
    await first.stop();
    await second.stop();
  });
});
