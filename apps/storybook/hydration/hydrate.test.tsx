// The harness itself: each fixture story breaks hydration one way, and the check must say so.
import { describe, expect, it } from "vitest";
import * as fixtures from "./fixtures/hydration.stories";
import { hydrateStory } from "./hydrate-story";
import type { StoryModule } from "./story-cells";

const FILE = "./fixtures/hydration.stories.tsx";
const check = (exportName: keyof typeof fixtures) => hydrateStory(FILE, fixtures as unknown as StoryModule, exportName, { locale: "en-US" });

describe("hydrateStory (server render in Node, hydration in Chromium)", () => {
  it("reports nothing when server and browser agree", async () => {
    expect(await check("Matches")).toEqual([]);
  });

  it("reports a hydration mismatch, which only a render without window (Node) produces", async () => {
    expect(await check("TextMismatch")).toEqual([expect.stringMatching(/^recoverable error: Hydration failed because the server rendered text didn't match the client/)]);
  });

  it("reports console errors during hydration and its effects", async () => {
    expect(await check("ConsoleError")).toEqual(["console.error: Something failed after hydration"]);
  });

  it("reports console warnings of the server render", async () => {
    expect(await check("ServerWarning")).toEqual(["server console.warn: Something looked odd on the server"]);
  });

  it("reports an error the browser's render throws", async () => {
    // The server's HTML is gone with it, so whatever followed it moves too.
    expect(await check("BrowserThrows")).toContain("uncaught error: Cannot render in the browser");
  });

  it("reports an error the server render throws", async () => {
    expect(await check("ServerRenderThrows")).toEqual([expect.stringMatching(/^server render threw: Error: Cannot render on the server/)]);
  });

  it("reports layout that moves after hydration (a viewport answer the server could not know)", async () => {
    expect(await check("LayoutShift")).toEqual([expect.stringMatching(/^layout shift after hydration \(0\.\d{4}\): /)]);
  });
});
