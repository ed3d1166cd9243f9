import { expect, type Page, type TestInfo } from "@playwright/test";

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
