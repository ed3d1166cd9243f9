import { z } from "zod";

/**
 * What the storefront reads from its environment (ARCHITECTURE.md: settings come from the
 * environment at start). The browser gets the public part in the page (`publicSettings`).
 */
export const storefrontSettingsSchema = z.object({
  /** The back end every call goes to, from the server and from the browser: the one variable that points the shop elsewhere. */
  apiUrl: z.url().default("http://localhost:8787"),
  /** Where the storefront server listens. */
  port: z.coerce.number().int().min(0).max(65_535).default(3000),
  host: z.string().min(1).default("localhost"),
  /**
   * The shop's public address (canonical and hreflang links are absolute): SHOP_PUBLIC_URL;
   * without it, the address each request came in on.
   */
  publicUrl: z.url().optional(),
  /** Output cache lifetime (commerce-core.md §9: 86400 s). */
  outputCacheTtlSeconds: z.coerce.number().int().min(0).default(86_400),
  /** The shared output cache (REDIS_URL); without it, each server keeps its own in memory. */
  redisUrl: z.string().regex(/^rediss?:\/\//, "must be a redis:// URL").optional(),
  /** Listen to the back end's change feed to drop changed pages (SHOP_CHANGE_FEED=off: only the TTL). */
  changeFeed: z.boolean().default(true),
});

export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

/** The settings a page hands the browser: nothing secret, only what its store needs. */
export const publicSettingsSchema = z.object({ apiUrl: z.url(), origin: z.url() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** Settings from environment variables (SHOP_API_URL, SHOP_PUBLIC_URL, PORT, HOST, SHOP_OUTPUT_CACHE_TTL, REDIS_URL, SHOP_CHANGE_FEED). */
export function settingsFromEnv(env: Record<string, string | undefined>): StorefrontSettings {
  return storefrontSettingsSchema.parse({
    apiUrl: env["SHOP_API_URL"] || undefined,
    port: env["PORT"] || undefined,
    publicUrl: env["SHOP_PUBLIC_URL"] || undefined,
    host: env["HOST"] || undefined,
    outputCacheTtlSeconds: env["SHOP_OUTPUT_CACHE_TTL"] || undefined,
    redisUrl: env["REDIS_URL"] || undefined,
    changeFeed: env["SHOP_CHANGE_FEED"] !== "off",
  });
}
