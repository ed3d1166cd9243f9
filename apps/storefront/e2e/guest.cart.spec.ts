import { expect, open, pickFirstSize, productPath, seededProduct, test } from "./support";

// Issue 20 "A guest": opens a configurable product, picks a size, adds to cart (the spec's
// message), changes the quantity in the mini cart and on the cart page; a reload keeps the cart.

test("a guest adds a configurable product in a size, changes its quantity in the mini cart and on the cart page, and a reload keeps it", async ({ page }) => {
  const product = await seededProduct("configurable");
  await open(page, productPath(product));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  const addToCart = page.getByRole("button", { name: "In winkelwagen" });
  await expect(addToCart).toBeDisabled();
  await pickFirstSize(page);
  await addToCart.click();
  await expect(page.getByText("Het product is aan je winkelwagen toegevoegd!")).toBeVisible();
  // The desktop header's cart link, or the mobile header's on a phone: the one shown.
  const cartLink = page.locator("header").getByRole("link", { name: /Winkelwagen/ }).filter({ visible: true });
  await expect(cartLink).toContainText("1");

  await cartLink.click();
  const miniCart = page.getByRole("dialog", { name: "Winkelwagen" });
  await expect(miniCart).toBeVisible();
  await miniCart.getByRole("button", { name: "Aantal verhogen" }).click();
  await expect(miniCart.getByRole("textbox", { name: /^Aantal/ })).toHaveValue("2");
  await expect(cartLink).toContainText("2");
  await miniCart.getByRole("button", { name: "Sluiten" }).click();

  await open(page, "/winkelwagen/");
  await page.getByRole("main").getByRole("button", { name: "Aantal verhogen" }).click();
  await expect(page.getByRole("main").getByRole("textbox", { name: /^Aantal/ })).toHaveValue("3");

  await page.reload();
  await expect(page.getByRole("main").getByRole("textbox", { name: /^Aantal/ })).toHaveValue("3");
  await expect(page.getByRole("main")).toContainText(product.name);
});
