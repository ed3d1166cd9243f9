import type { Page } from "@playwright/test";
import { expect, open, prefixOf, productPath, seededProduct, storeCodeOf, test } from "./support";

// Issue 20 "Store views": /en, /de and /fr show translated text and prefixed links, and the
// language sidebar lands on the same page in the other language.

const SKIP_TEXT = { en: "Skip to content", de: "Zum Inhalt springen", fr: "Aller au contenu" } as const;

test("the store view's home is translated, with its links under its prefix", async ({ page }, testInfo) => {
  const code = storeCodeOf(testInfo) as keyof typeof SKIP_TEXT;
  const prefix = prefixOf(code);
  const response = await open(page, `${prefix}/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${code}-`));
  await expect(page.locator(".shop-skip-link")).toHaveText(SKIP_TEXT[code]);
  const hrefs = await page.locator("header a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href.startsWith(`${prefix}/`) || href === prefix).toBe(true);
});

test("the language sidebar switches to the same page in the other language", async ({ page }, testInfo) => {
  const code = storeCodeOf(testInfo);
  await open(page, `${prefixOf(code)}/`);
  await page.getByRole("button", { name: /^(Language|Taal|Sprache|Langue)/ }).click();
  await page.getByRole("radio", { name: "Nederlands" }).check();
  await page.getByRole("button", { name: /Apply|Toepassen|Übernehmen|Appliquer/ }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
});

const LANGUAGE = { nl: "Nederlands", en: "English", de: "Deutsch", fr: "Français" } as const;

async function switchLanguage(page: Page, to: keyof typeof LANGUAGE) {
  await page.getByRole("button", { name: /^(Language|Taal|Sprache|Langue)/ }).click();
  await page.getByRole("radio", { name: LANGUAGE[to] }).check();
  await page.getByRole("button", { name: /Apply|Toepassen|Übernehmen|Appliquer/ }).click();
}

/**
 * The product's own page in a store view: /p/{sku}/{that language's slug}/ under its prefix; a
 * prefixed store view's links carry the store code query parameter (commerce-core.md §1, `___store`).
 */
function productUrl(storeCode: string, sku: string, slug: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`localhost:\\d+${escape(prefixOf(storeCode))}/p/${escape(encodeURIComponent(sku))}/${escape(slug)}/(\\?___store=${storeCode})?$`);
}

test("the language sidebar on a product page lands on the same product in the other language", async ({ page }, testInfo) => {
  const code = storeCodeOf(testInfo) as keyof typeof LANGUAGE;
  const dutch = await seededProduct("configurable", "nl");
  // The same product in this store view's catalogue: same sku, its own slug and name.
  const translated = await seededProduct("configurable", code);
  expect(translated.sku).toBe(dutch.sku);
  expect(translated.slug).not.toBe(dutch.slug);

  // From the Dutch page to this store view's language ...
  await open(page, productPath(dutch, "nl"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutch.name);
  await switchLanguage(page, code);
  await expect(page).toHaveURL(productUrl(code, translated.sku, translated.slug));
  await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${code}-`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated.name);

  // ... and back to Dutch.
  await switchLanguage(page, "nl");
  await expect(page).toHaveURL(productUrl("nl", dutch.sku, dutch.slug));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutch.name);
});

test("another language's slug redirects to the product's own slug in this store view", async ({ request }, testInfo) => {
  const code = storeCodeOf(testInfo);
  const dutch = await seededProduct("configurable", "nl");
  const translated = await seededProduct("configurable", code);
  const response = await request.get(`${prefixOf(code)}/p/${encodeURIComponent(dutch.sku)}/${dutch.slug}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(`${productPath(translated, code)}?___store=${code}`);
});
