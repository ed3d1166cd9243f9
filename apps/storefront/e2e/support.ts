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
export const test = base.extend<{ consoleGuard: undefined; newsletterModal: undefined }>({
  // The newsletter modal opens 8 s after a first load (presentation-content.md §2): a test that
  // runs longer closes it when it covers what the test clicks, as a shopper would.
  newsletterModal: [
    async ({ page }, use) => {
      const modal = page.getByRole("dialog").filter({ has: page.locator(".shop-newsletter-modal") });
      await page.addLocatorHandler(
        modal,
        async (dialog) => {
          await dialog.getByRole("button", { name: /^(Sluiten|Close|Schließen|Fermer)$/ }).first().click();
        },
        // The dialog leaves with its close animation; the next action waits for what it needs itself.
        { noWaitAfter: true },
      );
      await use(undefined);
    },
    { auto: true },
  ],
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

/** A product of the seeded catalogue, straight from the back end's catalogue search. */
export interface SeededProduct {
  sku: string;
  name: string;
  slug: string;
  type_id: string;
}

/** The first enabled, visible, in-stock product of a type (the seed has every type). */
export async function seededProduct(typeId: "configurable" | "simple" | "grouped" | "bundle", storeCode = "nl"): Promise<SeededProduct> {
  const request = { filter: { type_id: typeId, visibility: [2, 3, 4], status: 1 }, size: 20 };
  const reply = await fetch(`${API_URL}/api/catalog/shop_catalog_${storeCode}/product/_search?request=${encodeURIComponent(JSON.stringify(request))}`);
  const body = (await reply.json()) as { hits: { hits: { _source: SeededProduct & { stock?: { is_in_stock?: boolean } } }[] } };
  const found = body.hits.hits.map((hit) => hit._source).find((product) => product.stock?.is_in_stock !== false);
  if (found === undefined) throw new Error(`The seeded catalogue has no ${typeId} product in stock`);
  return found;
}

/** The product page of a seeded product. */
export function productPath(product: SeededProduct, storeCode = "nl"): string {
  return `${prefixOf(storeCode)}/p/${encodeURIComponent(product.sku)}/${product.slug}/`;
}

/** Picks the first size in stock of the size dropdown (a listbox). */
export async function pickFirstSize(page: Page) {
  await page.getByRole("combobox", { name: "Maat" }).click();
  await page.getByRole("option", { disabled: false }).first().click();
}
