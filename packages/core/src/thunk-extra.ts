import type { ShopConfig } from "./config/shop-config.schema";
import type { Logger } from "./log/logger";
import type { Clock } from "./time/clock";

/**
 * Where a store runs. "server": one store per request during a server render (no persisted
 * storage, no browser connectivity, no timers left behind, a failed call is the request's
 * error, never "offline"); "browser" (the default when absent): the shopper's one store.
 */
export type ShopRuntime = "browser" | "server";

/**
 * What every package's thunks receive as RTK's `extra` argument, at least. Packages extend it
 * with their own dependencies (api client, storage, …); the app builds one object with all.
 */
export interface CoreExtra {
  config: ShopConfig;
  clock: Clock;
  /** Where "logged" failures go; packages default to `consoleLogger(scope)`. */
  logger?: Logger;
  /** Absent means "browser". */
  runtime?: ShopRuntime;
}
