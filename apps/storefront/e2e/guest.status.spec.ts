import { expect, open, test } from "./support";

// Issue 20 "Status codes": redirects, page-not-found, and a page's head.

test("an old URL with a redirect record answers 301 to its page", async ({ request }) => {
  const response = await request.get("/heren/overhemden", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/\/overhemden\/$/);
});

test("a product or category path found by the URL map redirects to its canonical page", async ({ request }) => {
  const response = await request.get("/overhemden", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/c/overhemden/");
});

test("an unknown URL answers 404 with the page-not-found screen", async ({ page }) => {
  const response = await open(page, "/deze-pagina-bestaat-niet");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Home" }).first()).toHaveAttribute("href", "/");
});

test("home has its title, description, canonical and the four hreflang alternates", async ({ page }) => {
  const response = await open(page, "/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("s-maxage=86400");
  await expect(page).toHaveTitle(/Shop/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
  for (const [lang, href] of [["nl-NL", "/"], ["en-US", "/en/"], ["de-DE", "/de/"], ["fr-FR", "/fr/"], ["x-default", "/"]] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute("href", `${origin}${href}`);
  }
});

test("a CMS page renders through the URL fallback", async ({ page }) => {
  const response = await open(page, "/over-ons");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("main")).toContainText(/\w+/);
});

test("a second request for the same page is served by the output cache", async ({ request }) => {
  await request.get("/over-ons");
  const second = await request.get("/over-ons");
  expect(second.headers()["x-shop-cache"]).toBe("hit");
  const withCart = await request.get("/over-ons", { headers: { cookie: "shop_private=cart" } });
  expect(withCart.headers()["x-shop-cache"]).toBe("bypass");
  expect(withCart.headers()["cache-control"]).toBe("private, no-store");
});

test("every page is styled by the shop's stylesheet from the first paint", async ({ page }) => {
  await page.goto("/");
  const sheets = page.locator('head link[rel="stylesheet"]');
  await expect(sheets).toHaveCount(1);
  const href = await sheets.getAttribute("href");
  expect(href).toMatch(/^\/assets\/.+\.css$/);
  // The layout's own rule applies (a flex column), not the browser's default block.
  await expect(page.locator(".shop-layout")).toHaveCSS("display", "flex");
});
