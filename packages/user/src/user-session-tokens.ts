import type { SessionTokens } from "@shop/sync-queue";
import { tokensRefreshed, type UserRootState } from "./user.slice";

/** The store the seam reads, bound late: the queue is built before the store exists. */
export interface UserSessionStore {
  getState(): UserRootState;
  dispatch(action: ReturnType<typeof tokensRefreshed>): unknown;
}

/**
 * @shop/sync-queue's session seam over the user state: the queue reads the token and refresh
 * token from `state.user` when it sends a task, and a refresh's new pair goes back into it. The
 * store is read per call (`store()`; undefined while it is being built: a guest). `ready`
 * (e.g. redux-persist's rehydration) makes tasks with `{{token}}` wait for the restored session.
 */
export function userSessionTokens(store: () => UserSessionStore | undefined, ready?: () => Promise<void>): Omit<SessionTokens, "getCartId"> {
  return {
    getToken: () => store()?.getState().user.token ?? null,
    getRefreshToken: () => store()?.getState().user.refreshToken ?? null,
    setTokens: (next) => void store()?.dispatch(tokensRefreshed({ token: next.token, ...(next.refreshToken !== undefined && { refreshToken: next.refreshToken }) })),
    ...(ready && { ready }),
  };
}
