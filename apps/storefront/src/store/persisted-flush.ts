import type { Persistor } from "redux-persist";

let current: Persistor | null = null;

/** The browser store registers its persistor (browser-store.ts); the server has none. */
export function registerPersistor(persistor: Persistor): void {
  current = persistor;
}

/**
 * Writes the persisted slices now and resolves when storage has them. Before the page leaves
 * for another site (the payment provider's page), so the order, its payment and the cleared
 * cart are what the return finds: redux-persist writes in the background, and a navigation can
 * cut that write (the closed cart came back after the provider's page without this).
 */
export async function flushPersisted(): Promise<void> {
  if (current !== null) await current.flush();
}
