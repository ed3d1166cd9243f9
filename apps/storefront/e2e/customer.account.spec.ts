import type { Page } from "@playwright/test";
import { API_URL, expect, open, pickFirstSize, productPath, seededProduct, test } from "./support";

// Issue 20 "A customer registers, logs in (guest cart merged, quantities not doubled), and sees
// the order in /my-account/orders". Every test makes its own customer.

const PASSWORD = "Secret-Pass-123";
const API_EXT = `${API_URL}/api/ext/shop`;

function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A customer made through the api (the register form has its own test). */
async function createCustomer(name: string) {
  const email = uniqueEmail(name);
  const reply = await fetch(`${API_EXT}/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ customer: { email, firstname: name, lastname: "Shopper" }, password: PASSWORD }),
  });
  expect(reply.status, "customer created").toBe(200);
  const body = (await reply.json()) as { result: { id: number } };
  return { id: body.result.id, email };
}

async function apiLogin(email: string): Promise<string> {
  const reply = await fetch(`${API_EXT}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: email, password: PASSWORD }) });
  expect(reply.status, "api login").toBe(200);
  return ((await reply.json()) as { result: string }).result;
}

async function logIn(page: Page, email: string) {
  await open(page, "/login");
  const form = page.getByRole("form", { name: "Inloggen" });
  await form.getByRole("textbox", { name: "E-mailadres", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Wachtwoord", exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/my-account\/?$/);
  await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible();
}

/** The quantities of the customer's cart on the server, per sku (the cart the api keeps for the account). */
async function serverCartQuantities(token: string): Promise<Record<string, number>> {
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${API_EXT}/cart/create`, { method: "POST", headers: auth });
  const cartId = ((await created.json()) as { result: string }).result;
  const pulled = await fetch(`${API_EXT}/cart/pull?cartId=${encodeURIComponent(cartId)}`, { headers: auth });
  const lines = ((await pulled.json()) as { result: { sku: string; qty: number }[] }).result;
  return Object.fromEntries(lines.map((line) => [line.sku, line.qty]));
}

const cartLink = (page: Page) => page.locator("header.shop-header").getByRole("link", { name: /Winkelwagen/ });

test("a customer registers, logs out and logs in again", async ({ page }) => {
  const email = uniqueEmail("register");
  await open(page, "/login?register=1");
  const form = page.getByRole("form", { name: "Account aanmaken" });
  await form.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Eva");
  await form.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Tester");
  await form.getByRole("textbox", { name: "E-mailadres", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Wachtwoord", exact: true }).fill(PASSWORD);
  await form.getByRole("textbox", { name: "Herhaal wachtwoord", exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(/\/my-account\/?$/);

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // A guest's account icon leads to /login again.
  await open(page, "/my-account");
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, email);
});

test("a guest cart merges on login without doubling its quantities", async ({ page }) => {
  const customer = await createCustomer("merge");
  const product = await seededProduct("configurable");
  await open(page, productPath(product));
  await pickFirstSize(page);
  await page.getByRole("button", { name: "In winkelwagen" }).click();
  await expect(page.getByText("Het product is aan je winkelwagen toegevoegd!")).toBeVisible();
  await expect(cartLink(page)).toContainText("1");

  await logIn(page, customer.email);
  // The merge ran once the login's requests settled: still one, not two.
  await page.waitForLoadState("networkidle");
  await expect(cartLink(page)).toContainText("1");
  await expect(cartLink(page)).not.toContainText("2");
  // After a reload the customer's cart comes from the server: still one.
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await expect(cartLink(page)).toContainText("1");
  await expect(cartLink(page)).not.toContainText("2");
  // And the account's cart on the server holds the one piece once.
  const token = await apiLogin(customer.email);
  await expect.poll(async () => Object.values(await serverCartQuantities(token))).toEqual([1]);
});

test("an order placed for the customer shows in /my-account/orders and its detail opens", async ({ page }) => {
  const customer = await createCustomer("orders");
  const product = await seededProduct("simple");
  const token = await apiLogin(customer.email);
  const address = { firstname: "Emma", lastname: "Shopper", street: ["Coolsingel", "40"], city: "Rotterdam", postcode: "3011 AD", country_id: "NL", telephone: "0101234567" };
  const placed = await fetch(`${API_URL}/api/order`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      order_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      created_at: new Date().toISOString(),
      store_code: "nl",
      user_id: customer.id,
      products: [{ sku: product.sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: { ...address, email: customer.email },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "ideal",
      },
    }),
  });
  expect(placed.status, await placed.clone().text()).toBe(200);
  const orderNumber = ((await placed.json()) as { result: { orderNumber: string } }).result.orderNumber;
  expect(orderNumber).toMatch(/\w+/);

  await logIn(page, customer.email);
  await open(page, "/my-account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Mijn bestellingen" })).toBeVisible();
  const orderLink = page.getByRole("main").getByRole("link", { name: orderNumber, exact: true });
  await expect(orderLink).toBeVisible();
  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${orderNumber}/?$`));
  await expect(page.getByRole("heading", { level: 1, name: `Bestelling ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(product.name);
});
