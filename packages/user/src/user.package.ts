import { defineShopPackage } from "@shop/core";
import { sessionEnded, sessionExpiresReceived, type SyncExtra } from "@shop/sync-queue";
import { createUserApi } from "./user.api";
import type { UserPackageExtra } from "./user.extra";
import { logout } from "./user.session";
import { sessionExpiresChanged, userSlice } from "./user.slice";

/**
 * @shop/user's part of the one store (docs/package-contract.md): the user slice, `extra.user`
 * (the customer client, built once per store) and its listeners: a session the sync queue ended
 * (failed token refresh) logs out silently (commerce-core.md §4; the queue asks the app for the
 * login modal itself), and a session end the back end tells (`meta.session_expires`) is kept.
 * Settings: `ShopConfig.user`. The queue's session seam reads and writes this slice
 * (`userSessionTokens`, wired by @shop/store).
 */
export const userPackage = defineShopPackage({
  name: "@shop/user",
  slices: [userSlice],
  needs: ["api"],
  extra: (base: SyncExtra): { user: UserPackageExtra } => ({ user: { api: createUserApi(base.api) } }),
  listeners: (startListening) => {
    const offEnded = startListening({
      actionCreator: sessionEnded,
      effect: async (_action, api) => {
        const dispatch = api.dispatch as unknown as (thunk: ReturnType<typeof logout>) => Promise<unknown>;
        await dispatch(logout({ silent: true, reason: "session-ended" }));
      },
    });
    const offExpires = startListening({
      actionCreator: sessionExpiresReceived,
      effect: (action, api) => {
        const time = Date.parse(action.payload);
        if (!Number.isNaN(time)) api.dispatch(sessionExpiresChanged(time));
      },
    });
    return () => {
      offEnded();
      offExpires();
    };
  },
});
