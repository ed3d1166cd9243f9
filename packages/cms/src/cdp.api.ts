import type { ShopConfig } from "@shop/core";
import type { SyncClient } from "@shop/sync-queue";
import { z } from "zod";

/** presentation-content.md §6 "Customer-data contact: contactId; enriched data favstore and favbrand". */
export const cdpOverviewSchema = z.looseObject({
  favstore: z.string().nullable(),
  favbrand: z.string().nullable(),
});
export type CdpOverview = z.infer<typeof cdpOverviewSchema>;
export const cdpContactIdSchema = z.string().min(1);

export function cdpBase(config: Pick<ShopConfig, "api" | "cms">): string {
  return (config.cms.cdpUrl ?? `${config.api.url.replace(/\/+$/, "")}/cdp/v1`).replace(/\/+$/, "");
}

/**
 * The customer-data platform client (presentation-content.md §7): contact id by the user's
 * external_id (`customKey`), overview, PATCH update. All calls are silent (§8 "Customer-data
 * and notification calls are silent"): a failure answers null.
 */
export function createCdpApi(api: SyncClient, config: Pick<ShopConfig, "api" | "cms">) {
  const base = cdpBase(config);
  const silently = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);
  return {
    /** GET contact id with customKey (code must be 200; the result is the contactId). */
    contactId(externalId: string): Promise<string | null> {
      return silently(api.get(`${base}/contacts/id`, { schema: cdpContactIdSchema, silent: true, query: { customKey: externalId } }));
    },
    overview(contactId: string): Promise<CdpOverview | null> {
      return silently(api.get(`${base}/contacts/${encodeURIComponent(contactId)}/overview`, { schema: cdpOverviewSchema, silent: true }));
    },
    /** PATCH with the changed attributes; answers favstore and favbrand. */
    update(contactId: string, changes: Record<string, string | number | boolean | null>): Promise<CdpOverview | null> {
      return silently(api.patch(`${base}/contacts/${encodeURIComponent(contactId)}`, changes, { schema: cdpOverviewSchema, silent: true }));
    },
  };
}

export type CdpApi = ReturnType<typeof createCdpApi>;
