import type { Page } from "@playwright/test";
import { expect, open, test } from "./support";

// Issue 21 (and 20 "Going offline"): the service worker keeps visited pages; offline, a page
// never kept lands on the store home with the spec's message (commerce-core.md §2, §8).

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load registers the worker; from the next load on it controls the page.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("offline: the badge shows, visited pages open from the cache, an unknown page lands on home with the message", async ({ page, context }) => {
  await open(page, "/");
  await controlledByServiceWorker(page);
  await open(page, "/over-ons");
  const heading = await page.getByRole("main").textContent();

  await context.setOffline(true);
  await expect(page.getByText("Je bent offline. Sommige functies zijn misschien niet beschikbaar.")).toBeVisible();

  await page.goto("/over-ons");
  await expect(page.getByRole("main")).toHaveText(heading ?? "");

  await page.goto("/nooit-bezochte-pagina");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText("Dit product, deze categorie of pagina is offline niet beschikbaar. Je gaat naar de homepage.")).toBeVisible();
  await context.setOffline(false);
});
