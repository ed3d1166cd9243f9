import { expect, test as base, type Page, type TestInfo } from "@playwright/test";

/** The back end the run's storefront talks to (playwright.config.ts). */
export const API_URL = `http://localhost:${process.env["E2E_API_PORT"] ?? 8790}`;
export const EDITOR_TOKEN = "e2e-editor-token-0123456789";

/** The store view a project runs in ("nl" without a prefix). */
export function storeCodeOf(testInfo: TestInfo): string {
  const code = testInfo.project.metadata["storeCode"];
  return typeof code === "string" ? code : "nl";
}

export function prefixOf(storeCode: string): string {
  return storeCode === "nl" ? "" : `/${storeCode}`;
}

/** Opens a path and waits until the page is hydrated (the app marks the document). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

// What must never show in the console of a page: a hydration mismatch (the server's HTML and
// the first client render differ) or an uncaught error.
const FORBIDDEN = [/hydrat/i, /did not match/i, /Minified React error/i];

/**
 * Playwright's test with a guard: every page of the test is watched, and a hydration warning or
 * an uncaught page error fails the test after it ran.
 */
export const test = base.extend<{ consoleGuard: undefined }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && FORBIDDEN.some((pattern) => pattern.test(message.text()))) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(problems, "console errors of the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect } from "@playwright/test";
