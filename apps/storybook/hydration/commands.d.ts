import type { Globals } from "storybook/internal/types";
import type { ServerRender } from "./server-render";

declare module "vitest/browser" {
  interface BrowserCommands {
    /** hydration/server-command.ts: the story rendered to HTML by react-dom/server in Node. */
    renderStoryOnServer: (file: string, exportName: string, globals: Globals) => Promise<ServerRender>;
  }
}
