import { expect, open, test } from "./support";

// Issue 20 "a blog page and a CMS page work" and the content routes of presentation-content.md §2:
// /blog/ (8 articles a page, paginated with rel prev/next/canonical), an article, a CMS page through
// the URL fallback, the store locator and the lookbook.

test("the blog lists 8 articles a page, page 2 has rel prev and canonical, and an article opens", async ({ page }) => {
  const response = await open(page, "/blog/");
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "The Journal." })).toBeVisible();
  const cards = main.getByRole("article");
  await expect(cards).toHaveCount(8);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/blog/`);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${origin}/blog/?page=2`);
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);

  await main.getByRole("navigation", { name: "Paginanavigatie" }).getByRole("link", { name: /2/ }).click();
  await expect(page).toHaveURL(/\/blog\/\?page=2$/);
  // The seed has 14 articles: the last 6 on the second (and last) page.
  await expect(cards).toHaveCount(6);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/blog/?page=2`);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", new RegExp(`^${origin}/blog/(\\?page=1)?$`));
  await expect(page.locator('link[rel="next"]')).toHaveCount(0);

  const first = cards.first();
  const title = (await first.getByRole("heading").textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terug naar de blog" })).toBeVisible();
});

test("a CMS page renders through the URL fallback with its title and body", async ({ page }) => {
  const response = await open(page, "/klantenservice/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Klantenservice/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Veelgestelde vragen" })).toBeVisible();
  await expect(main).toContainText("service@shop.example");
});

test("the store locator lists the stores and filters them by city", async ({ page }) => {
  const response = await open(page, "/storelocator/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Winkels" })).toBeVisible();
  const found = page.getByText(/^Gevonden winkels: \d+$/);
  await expect(found).toBeVisible();
  const all = Number((await found.textContent())?.match(/\d+/)?.[0]);
  expect(all).toBeGreaterThan(1);
  await page.getByRole("searchbox", { name: "Plaats of postcode" }).fill("Amsterdam");
  await expect.poll(async () => Number((await found.textContent())?.match(/\d+/)?.[0])).toBeLessThan(all);
});

test("the lookbook shows its looks with their products", async ({ page }) => {
  const response = await open(page, "/lookbook/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Lookbook" })).toBeVisible();
  await expect(page.getByText("Er zijn nog geen looks.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Toon / }).first()).toBeVisible();
});
