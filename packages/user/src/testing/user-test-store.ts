import { composeShopStore, corePackage, type Logger, type NotificationsState, type StoreContextState } from "@shop/core";
import type { TestStore } from "@shop/core/testing";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import { createTestClient, syncQueueTestPackage, type TestSyncQueueOptions } from "@shop/sync-queue/testing";
import type { UserExtra } from "../user.extra";
import { userPackage } from "../user.package";
import type { UserState } from "../user.slice";
import { userSessionTokens } from "../user-session-tokens";

/** The test store's state: the user with everything it reads. */
export interface UserTestState {
  notifications: NotificationsState;
  storeContext: StoreContextState;
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  user: UserState;
}

export type UserTestStore = TestStore<UserTestState, UserExtra>;

/**
 * The store composed as the app's is (core, sync-queue, `userPackage`) over a manual clock and an
 * in-memory sync queue. The queue's session seam reads and writes the user state, as
 * @shop/store wires it (`userSessionTokens`). Settings through `config.user`. Swallowed
 * failures land in `errors`.
 */
export function createUserTestStore(options: Omit<TestSyncQueueOptions, "tokens"> = {}) {
  const setup = createTestClient(options);
  const errors: { message: string; error: unknown }[] = [];
  const record = (message: string, error: unknown) => void errors.push({ message, error });
  const logger: Logger = { warn: record, error: record };
  const { store, extra, dispose, startListening } = composeShopStore<UserTestState, UserExtra>({
    config: setup.config,
    clock: setup.clock,
    logger,
    ...(options.runtime && { runtime: options.runtime }),
    packages: [corePackage, syncQueueTestPackage(setup), userPackage],
  });
  // The queue holds `setup.tokens`: its session reads now go to the user state.
  Object.assign(setup.tokens, userSessionTokens(() => store));
  return { ...setup, store: store as UserTestStore, extra, errors, startListening, dispose };
}
