import { setProjectAnnotations } from "@storybook/react-vite";
import type { Globals } from "storybook/internal/types";
import { commands } from "vitest/browser";
import preview from "../.storybook/preview";
import { hydrateServerHtml } from "./hydrate";
import { composeCell, type StoryModule } from "./story-cells";

// The preview's decorators and globals, as server-render.tsx sets them in Node.
setProjectAnnotations([preview]);

/**
 * The whole check for one story in one set of globals: server HTML from Node (the
 * renderStoryOnServer command), then hydration here. `file` is the module's path relative to
 * the calling test file. Returns the problems, none when server and browser agree.
 */
export async function hydrateStory(file: string, module: StoryModule, exportName: string, globals: Globals): Promise<string[]> {
  const server = await commands.renderStoryOnServer(file, exportName, globals);
  // A server render that threw or logged leaves nothing worth hydrating.
  if (server.problems.length > 0) return server.problems;
  const Story = composeCell(module, exportName, globals);
  return hydrateServerHtml(server.html, <Story />);
}
