import { createConfig, type ShopConfig } from "@shop/core";
import type { PublicSettings } from "../settings";

/** The shop's one configuration, the same on the server and in the browser (both build it from the public settings). */
export function shopConfigOf(settings: Pick<PublicSettings, "apiUrl">): ShopConfig {
  return createConfig({ api: { url: settings.apiUrl } });
}
