import type { CoreExtra } from "@shop/core";
import type { SyncClient } from "../client/sync-client";

/** Thunk `extra` of every package that talks to a back end: `extra.api` is the sync client. */
export interface SyncExtra extends CoreExtra {
  api: SyncClient;
}
