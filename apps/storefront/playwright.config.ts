import { chromiumLaunchOptions } from "@shop/chromium";
import { defineConfig } from "@playwright/test";

// One api (in memory, seeded) and one production storefront per run, on their own ports, shared
// by every project (issue 20: run e2e against a production build, share one server per run).
const API_PORT = Number(process.env["E2E_API_PORT"] ?? 8790);
const STOREFRONT_PORT = Number(process.env["E2E_STOREFRONT_PORT"] ?? 3190);
export const API_URL = `http://localhost:${API_PORT}`;
const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`;
const launchOptions = chromiumLaunchOptions();

export default defineConfig({
  testDir: "e2e",
  // Two cores: tests share one back end; a few workers keep the run short without starving it.
  workers: process.env["CI"] ? 2 : 3,
  fullyParallel: true,
  retries: process.env["CI"] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env["CI"] ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: STOREFRONT_URL,
    launchOptions: { executablePath: launchOptions.executablePath, args: launchOptions.args },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // Personas in the default store view (nl, no prefix).
    { name: "guest", testMatch: /guest\..*\.spec\.ts/, use: { viewport: { width: 1280, height: 900 } } },
    { name: "customer", testMatch: /customer\..*\.spec\.ts/, use: { viewport: { width: 1280, height: 900 } } },
    { name: "mobile-guest", testMatch: /guest\.(browse|cart)\.spec\.ts/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    // The other store views: translated text, prefixed links, the language switch.
    ...["en", "de", "fr"].map((storeCode) => ({ name: `view-${storeCode}`, testMatch: /store-view\.spec\.ts/, metadata: { storeCode }, use: { viewport: { width: 1280, height: 900 } } })),
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx --conditions=@shop/source src/main.ts",
      cwd: "../api",
      url: `${API_URL}/api/catalog/shop_catalog_nl/category/_search?size=1`,
      env: { PORT: String(API_PORT), HOST: "localhost", SHOP_API_DATABASE: "memory", SHOP_API_CONTENT_EDITOR_TOKEN: "e2e-editor-token-0123456789" },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: "node dist/server/main.js",
      url: `${STOREFRONT_URL}/healthz`,
      env: { PORT: String(STOREFRONT_PORT), HOST: "localhost", SHOP_API_URL: API_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
