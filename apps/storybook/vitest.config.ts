import { fileURLToPath } from "node:url";
import { chromiumLaunchOptions } from "@shop/chromium";
import { sourceResolve } from "@shop/vitest-config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Every story is a test in real Chromium (the system browser, see @shop/chromium): it must
// render, its play function must pass, and axe must find no violations (a11y.test "error").
export default defineConfig({
  ...sourceResolve,
  plugins: [
    storybookTest({
      configDir: fileURLToPath(new URL("./.storybook", import.meta.url)),
      // STORYBOOK_LOCALE=de-DE runs every story in another language (stories default to en-US).
      initialGlobals: process.env["STORYBOOK_LOCALE"] ? { locale: process.env["STORYBOOK_LOCALE"] } : {},
    }),
  ],
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: "chromium" }],
    },
    // Two cores on CI.
    maxWorkers: 1,
  },
});
