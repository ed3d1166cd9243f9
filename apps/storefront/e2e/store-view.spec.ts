import { expect, open, prefixOf, storeCodeOf, test } from "./support";

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
