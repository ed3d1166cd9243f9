import type { Locator } from "@playwright/test";
import { expect, open, test } from "./support";

// Issue 20 "Search with autocomplete" (presentation-content.md §5 Search, §9 autocomplete:
// 3 characters, 500 ms debounce). The category listing is guest.browse.spec.ts.

const countOf = async (main: Locator) => Number((await main.getByRole("status").filter({ hasText: /artikelen?$/ }).textContent())?.match(/\d+/)?.[0]);

test("search: autocomplete suggests after the debounce for a query with a typo, Enter opens the results", async ({ page }) => {
  await open(page, "/");
  const autocompleteCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/queries/autocomplete")) autocompleteCalls.push(request.url());
  });
  await page.locator("header").getByRole("button", { name: "Zoeken" }).first().click();
  const panel = page.getByRole("dialog", { name: "Zoek producten" });
  const field = panel.getByRole("combobox", { name: "Zoeken" });
  await field.click();
  // Typed key by key, faster than the debounce: one autocomplete request for the whole query.
  await field.pressSequentially("ovrhemd linnen", { delay: 40 });
  const typed = Date.now();
  const suggestions = panel.getByRole("listbox", { name: "Zoeksuggesties" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  expect(Date.now() - typed, "suggestions wait for the 500 ms debounce").toBeGreaterThanOrEqual(450);
  await expect(suggestions.getByRole("option", { name: /^Linnen overhemd/ }).first()).toBeVisible();
  expect(autocompleteCalls).toHaveLength(1);

  await field.press("Enter");
  await expect(page).toHaveURL(/\/catalogsearch\/result\/\?q=ovrhemd(\+|%20)linnen$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Zoekresultaten voor “ovrhemd linnen”" })).toBeVisible();
  expect(await countOf(main)).toBeGreaterThan(0);
  await expect(main.getByRole("article").first()).toContainText(/Linnen overhemd/);
});
