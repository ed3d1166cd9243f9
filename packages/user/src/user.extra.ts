import type { SyncExtra } from "@shop/sync-queue";
import type { UserApi } from "./user.api";

/** What @shop/user adds to `extra` (under `extra.user`), built once per store by `userPackage`. */
export interface UserPackageExtra {
  api: UserApi;
}

/** Thunk `extra` of @shop/user: the sync client's plus `extra.user`. */
export type UserExtra = SyncExtra & { user: UserPackageExtra };
