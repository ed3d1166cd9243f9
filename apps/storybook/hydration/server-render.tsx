// The server half: loaded by server-command.ts through Vite's SSR module loader (in Node),
// never bundled for the browser.
import { setProjectAnnotations } from "@storybook/react-vite";
import { renderToString } from "react-dom/server";
import type { Globals } from "storybook/internal/types";
import preview from "../.storybook/preview";
import { consoleLine } from "./console-line";
import { HydrationProbe } from "./probe";
import { composeCell, type StoryModule } from "./story-cells";

setProjectAnnotations([preview]);

export interface ServerRender {
  html: string;
  /** Errors and console errors/warnings of the server render. */
  problems: string[];
}

/** The story's HTML as react-dom/server writes it, with whatever it logged or threw. */
export function renderCell(module: StoryModule, exportName: string, globals: Globals): ServerRender {
  const problems: string[] = [];
  const Story = composeCell(module, exportName, globals);
  const { error, warn } = console;
  // renderToString is synchronous: nothing else logs while the console is swapped.
  console.error = (...args: unknown[]) => problems.push(`server console.error: ${consoleLine(args)}`);
  console.warn = (...args: unknown[]) => problems.push(`server console.warn: ${consoleLine(args)}`);
  try {
    const html = renderToString(
      <HydrationProbe>
        <Story />
      </HydrationProbe>,
    );
    return { html, problems };
  } catch (thrown) {
    problems.push(`server render threw: ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
    return { html: "", problems };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}
