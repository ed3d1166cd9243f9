import type { Locator, Page } from "@playwright/test";
import { expect, open, test } from "./support";

// Issue 20 "A guest browses a category, filters and sorts" (commerce-core.md §5 listings:
// filters as f.-parameters, sort, pagination), on desktop (guest) and phone (mobile-guest).

const countOf = async (main: Locator) => Number((await main.getByRole("status").filter({ hasText: /artikelen?$/ }).textContent())?.match(/\d+/)?.[0]);

/** The price a card shows the shopper pays: the special price when there is one, else the price. */
function shownPrice(text: string): number {
  const special = text.match(/Actieprijs\s*€\s*([\d.]+,\d{2})/);
  const price = special?.[1] ?? text.match(/€\s*([\d.]+,\d{2})/)?.[1];
  if (price === undefined) throw new Error(`no price in "${text}"`);
  return Number(price.replace(/\./g, "").replace(",", "."));
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("main").getByRole("list", { name: "Overhemden" }).getByRole("article").getByRole("paragraph").allTextContents();
  return texts.map(shownPrice);
}

test("category: a colour facet narrows the listing with an f.-parameter, sorting by price ascends", async ({ page }) => {
  await open(page, "/c/overhemden/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Overhemden" })).toBeVisible();
  const all = await countOf(main);
  expect(all).toBeGreaterThan(1);

  // On a phone the facets sit behind the Filteren button.
  const colours = page.getByRole("group", { name: "Kleur" });
  if (!(await colours.isVisible())) await main.getByRole("button", { name: "Filteren" }).click();
  const white = colours.getByRole("checkbox", { name: /^Wit\s*\d+$/ });
  // The facet value's label ends with its count ("Wit5").
  const whiteCount = Number((await colours.getByText(/^Wit\s*\d+$/).first().textContent())?.match(/\d+$/)?.[0]);
  // The URL is the state: the box shows checked once the filtered listing is loaded, so click, not check().
  await white.click();
  await expect(page).toHaveURL(/[?&]f\.[\w.]+=/);
  await expect.poll(() => countOf(main)).toBeLessThan(all);
  expect(await countOf(main)).toBe(whiteCount);
  await expect(white).toBeChecked();
  // Unchecking gives the whole category back.
  await white.click();
  await expect(page).not.toHaveURL(/[?&]f\./);
  await expect.poll(() => countOf(main)).toBe(all);
  // On a phone the filter sheet covers the listing: closed before sorting, as a shopper does.
  const sheet = page.getByRole("dialog", { name: "Filteren" });
  if (await sheet.isVisible()) await sheet.getByRole("button", { name: "Sluiten" }).first().click();
  await expect(sheet).toBeHidden();

  await main.getByRole("combobox", { name: "Sorteren op" }).click();
  await page.getByRole("option", { name: "Prijs laag naar hoog" }).click();
  await expect(page).toHaveURL(/[?&]sort=/);
  await expect(main.getByRole("combobox", { name: "Sorteren op" })).toHaveText(/Prijs laag naar hoog/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || (prices[index - 1] ?? price) <= price);
    })
    .toBe(true);
});

test("category: a listing of more than one page links page 2 as ?page=2", async ({ page }) => {
  await open(page, "/c/heren/");
  const main = page.getByRole("main");
  const pagination = main.getByRole("navigation", { name: "Paginanavigatie" });
  const firstPage = await main.getByRole("article").count();
  const page2 = pagination.getByRole("link", { name: "Pagina 2" });
  await expect(page2).toHaveAttribute("href", "/c/heren/?page=2");
  await page2.click();
  await expect(page).toHaveURL(/\/c\/heren\/\?page=2$/);
  await expect(pagination.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("aria-current", "page");
  const total = await countOf(main);
  await expect(main.getByRole("article")).toHaveCount(Math.min(firstPage, total - firstPage));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/c\/heren\/\?page=2$/);
});
