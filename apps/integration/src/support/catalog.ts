import type { SearchContext } from "@shop/catalog-pricing";
import { createCatalogTestStore } from "@shop/catalog-pricing/testing";
import { GUEST_GROUP, requireStoreView, type ShopConfigInput } from "@shop/core";
import type { SyncClient } from "@shop/sync-queue";
import { tokenReplySchema } from "@shop/user";

/**
 * @shop/catalog-pricing wired to a running shop (its test store, composed as the app's, with
 * `config` over the shop's url): what the catalogue's own integration tests drive, and what the
 * other packages' tests use to find seeded products and categories, exactly as the app would
 * search them. `context(code, groupId)` is a search in that store view as a guest, or in a group.
 */
export function catalogFor(url: string, config: ShopConfigInput = {}) {
  const created = createCatalogTestStore({ config: { ...config, api: { url } } });
  const view = (code: string) => requireStoreView(code, created.config);
  const context = (code = "nl", groupId: number | null = null): SearchContext => ({
    storeView: view(code),
    group: groupId === null ? GUEST_GROUP : { ...GUEST_GROUP, groupId },
  });
  return { ...created, view, context };
}

/** A demo customer's token (README "Demo accounts"; customers are in group 1, General). */
export async function demoCustomerToken(extra: { api: SyncClient }): Promise<string> {
  const { result } = await extra.api.request({
    method: "POST",
    path: "/api/ext/{ext}/login",
    body: { username: "jan.jansen@example.com", password: "Welkom123!" },
    schema: tokenReplySchema,
  });
  return result;
}
