import type { ShopConfig } from "./config/shop-config.schema";
import type { Logger } from "./log/logger";
import type { Clock } from "./time/clock";

/**
 * What every package's thunks receive as RTK's `extra` argument, at least. Packages extend it
 * with their own dependencies (api client, storage, …); the app builds one object with all.
 */
export interface CoreExtra {
  config: ShopConfig;
  clock: Clock;
  /** Where "logged" failures go; packages default to `consoleLogger(scope)`. */
  logger?: Logger;
}
