import { fileURLToPath } from "node:url";
import { chromiumLaunchOptions } from "@shop/chromium";
import { sourceResolve } from "@shop/vitest-config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { serverRenderedStories } from "./hydration/server-command.ts";

/** The system Chromium (see @shop/chromium); a fresh object per project, as Vitest names its instances in place. */
function chromium(extraArgs: readonly string[] = []) {
  const launch = chromiumLaunchOptions();
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { ...launch, args: [...launch.args, ...extraArgs] } }),
    instances: [{ browser: "chromium" as const }],
  };
}

export default defineConfig({
  test: {
    projects: [
      // Every story is a test in real Chromium: it must render, its play function must pass,
      // and axe must find no violations (a11y.test "error").
      {
        ...sourceResolve,
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL("./.storybook", import.meta.url)),
            // STORYBOOK_LOCALE=de-DE runs every story in another language (stories default to en-US).
            initialGlobals: process.env["STORYBOOK_LOCALE"] ? { locale: process.env["STORYBOOK_LOCALE"] } : {},
          }),
        ],
        test: { name: "storybook", browser: chromium() },
      },
      // Every story rendered to HTML in Node by react-dom/server (the renderStoryOnServer command
      // of serverRenderedStories) and hydrated in Chromium: no hydration error, no console error
      // or warning, nothing moving on screen (README.md, "Server rendering and hydration").
      {
        ...sourceResolve,
        plugins: [react(), serverRenderedStories()],
        test: {
          name: "hydration",
          include: ["hydration/**/*.test.{ts,tsx}"],
          browser: {
            // Frames as fast as Chromium can draw them: the check waits a few frames per story
            // (a layout shift shows in the next frame), at 60 Hz that was most of its time.
            ...chromium(["--disable-frame-rate-limit", "--disable-gpu-vsync"]),
            // A failing hydration is told by its problems, not by a screenshot.
            screenshotFailures: false,
          },
        },
      },
    ],
    // Two cores on CI.
    maxWorkers: 1,
  },
});
