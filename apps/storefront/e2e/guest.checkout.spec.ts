import type { Page } from "@playwright/test";
import { expect, open, pickFirstSize, productPath, seededProduct, test } from "./support";

// Issue 20 "A guest checks out with card payment and sees the order confirmation; once more
// with a 3DS challenge; once refused → /checkout-failed, with the cart intact" (the api's
// payment simulator's test cards).

const CARDS = { approved: "4111111111111111", challenge: "4000000000003220", refused: "4000000000000002" } as const;

/** A configurable product in the first size in stock, added from its page. */
async function addToCart(page: Page) {
  await open(page, productPath(await seededProduct("configurable")));
  await pickFirstSize(page);
  await page.getByRole("button", { name: "In winkelwagen" }).click();
  await expect(page.getByText("Het product is aan je winkelwagen toegevoegd!")).toBeVisible();
}

/** Personal details, the shipping address and method, the card: up to the review step. */
async function fillCheckout(page: Page, card: string) {
  await open(page, "/checkout/");
  const step = page.locator("section.shop-checkout-step--current");
  await step.getByLabel("Voornaam").fill("Ann");
  await step.getByLabel("Achternaam").fill("de Vries");
  await step.getByLabel("E-mailadres").fill(`ann+${Date.now()}${Math.round(Math.random() * 1e6)}@shop.example`);
  await step.getByRole("button", { name: "Verder" }).click();
  await step.getByLabel("Straat").fill("Keizersgracht");
  await step.getByLabel("Huisnummer").fill("12");
  await step.getByLabel("Postcode").fill("1015CJ");
  await step.getByLabel("Plaats").fill("Amsterdam");
  await step.getByRole("button", { name: "Adres opslaan" }).click();
  await expect(step.getByRole("radio").first()).toBeVisible();
  await step.getByRole("button", { name: "Verder" }).click();
  await step.getByRole("radio", { name: /card/i }).check();
  await step.getByLabel("Kaartnummer").fill(card);
  await step.getByLabel("Naam op de kaart").fill("Ann de Vries");
  await step.getByLabel(/^Vervalmaand/).fill("03");
  await step.getByLabel(/^Vervaljaar/).fill("2030");
  await step.getByLabel(/^Beveiligingscode/).fill("737");
  await step.getByRole("button", { name: "Verder" }).click();
  const terms = step.getByRole("checkbox");
  if ((await terms.count()) > 0) await terms.first().check();
}

test("a guest pays by card and sees the order confirmation; the cart is empty afterwards", async ({ page }) => {
  await addToCart(page);
  await fillCheckout(page, CARDS.approved);
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
  await expect(page).toHaveURL(/\/checkout-return/);
  await expect(page.getByText("Bedankt voor je bestelling!")).toBeVisible();
  await expect(page.getByText(/Bestelnummer/)).toBeVisible();
  await open(page, "/winkelwagen/");
  await expect(page.getByText("Je winkelwagen is leeg")).toBeVisible();
});

test("a guest pays by card with a 3-D Secure challenge, confirmed on the provider's page", async ({ page }) => {
  await addToCart(page);
  await fillCheckout(page, CARDS.challenge);
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
  await expect(page).toHaveURL(/payment-provider/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/checkout-return/);
  await expect(page.getByText("Bedankt voor je bestelling!")).toBeVisible();
});

test("a refused card lands on /checkout-failed with the cart intact", async ({ page }) => {
  await addToCart(page);
  await fillCheckout(page, CARDS.refused);
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
  await expect(page).toHaveURL(/\/checkout-failed/);
  await expect(page.getByText("Betaling mislukt").first()).toBeVisible();
  await open(page, "/winkelwagen/");
  await expect(page.getByRole("main").getByRole("textbox", { name: /^Aantal/ })).toHaveValue("1");
});
