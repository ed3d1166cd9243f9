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
});

export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

/** The settings a page hands the browser: nothing secret, only what its store needs. */
export const publicSettingsSchema = z.object({ apiUrl: z.url(), origin: z.url() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** Settings from environment variables (SHOP_API_URL, PORT, HOST, SHOP_OUTPUT_CACHE_TTL). */
export function settingsFromEnv(env: Record<string, string | undefined>): StorefrontSettings {
  return storefrontSettingsSchema.parse({
    apiUrl: env["SHOP_API_URL"] || undefined,
    port: env["PORT"] || undefined,
    publicUrl: env["SHOP_PUBLIC_URL"] || undefined,
    host: env["HOST"] || undefined,
    outputCacheTtlSeconds: env["SHOP_OUTPUT_CACHE_TTL"] || undefined,
  });
}
