import type { Page } from "@playwright/test";
import { API_URL, expect, open, pickFirstSize, productPath, seededProduct, test } from "./support";

// Issue 20: "Going offline shows the offline badge, and an add to cart made offline reaches the
// server cart after reconnect" (commerce-core.md §4 sync queue).

/** The browser's persisted cart (redux-persist in IndexedDB "shop"/"state"): its server cart id. */
async function serverCartId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const opened = indexedDB.open("shop");
        opened.onerror = () => resolve(null);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains("state")) return resolve(null);
          const read = db.transaction("state").objectStore("state").get("persist:shop:cart");
          read.onerror = () => resolve(null);
          read.onsuccess = () => {
            const text: unknown = read.result;
            if (typeof text !== "string") return resolve(null);
            const slice = JSON.parse(text) as { cartServerToken?: string };
            resolve(slice.cartServerToken === undefined ? null : (JSON.parse(slice.cartServerToken) as string | null));
          };
        };
      }),
  );
}

test("an add to cart made offline reaches the server cart once the shopper is back online", async ({ page, context }) => {
  const product = await seededProduct("configurable");
  await open(page, productPath(product));
  await context.setOffline(true);
  await expect(page.getByText("Je bent offline. Sommige functies zijn misschien niet beschikbaar.")).toBeVisible();
  await pickFirstSize(page);
  await page.getByRole("button", { name: "In winkelwagen" }).click();
  await expect(page.locator("header").getByRole("link", { name: /Winkelwagen/ }).filter({ visible: true })).toContainText("1");

  await context.setOffline(false);
  await expect(page.getByText("Je bent offline. Sommige functies zijn misschien niet beschikbaar.")).toBeHidden();
  await expect.poll(() => serverCartId(page), { timeout: 20_000 }).not.toBeNull();
  const cartId = await serverCartId(page);
  await expect
    .poll(
      async () => {
        const reply = await fetch(`${API_URL}/api/ext/shop/cart/pull?cartId=${encodeURIComponent(cartId ?? "")}`);
        const body = (await reply.json()) as { result: { sku: string; qty: number }[] };
        return body.result.map((line) => [line.sku.startsWith(product.sku), line.qty]);
      },
      { timeout: 20_000 },
    )
    .toEqual([[true, 1]]);
});
