import { fileURLToPath } from "node:url";
import { createConfig, formatConfigIssues, toConfigIssues, type ShopConfig, type ShopConfigInput } from "@shop/core";
import { z } from "zod";
import type { DatabaseLocation } from "./db/database";
import { IDEMPOTENCY_LOCK_TIMEOUT_MS } from "./http/idempotency";

/** apps/api/.data: where the embedded database keeps its files unless told otherwise. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../.data", import.meta.url));

const seconds = z.number().int().positive();

/**
 * One allowed origin as a browser sends it in its Origin header (`url.origin`: lower-case host, no
 * default port, no trailing slash; the CORS check compares by exact string), or why `entry` can
 * never equal one.
 */
function originOf(entry: string): { origin: string } | { problem: string } {
  if (!URL.canParse(entry)) return { problem: "is not a URL" };
  const url = new URL(entry);
  if (url.protocol !== "http:" && url.protocol !== "https:") return { problem: `has the scheme "${url.protocol}" (only http and https)` };
  if (url.username !== "" || url.password !== "") return { problem: "holds credentials" };
  if (url.pathname !== "/") return { problem: `has the path "${url.pathname}"` };
  // A browser's Origin names one host; "*.shop.example" (or %2A, decoded) is no pattern to the exact-string check.
  if (url.hostname.includes("*")) return { problem: `has the host "${url.hostname}" (no wildcard: list each origin)` };
  if (/[?#]/.test(entry)) return { problem: "has a query or a fragment" };
  return { origin: url.origin };
}

/** "*" or the allowed origins, normalised; an entry no Origin header can equal is an issue naming it. */
const corsOriginsSchema = z.union([z.literal("*"), z.array(z.string()).min(1)]).transform((origins, ctx) => {
  if (origins === "*") return origins;
  // Checked after the union: inside it, an entry's issue would be reported as the union's "Invalid input".
  return origins.map((entry, index) => {
    const parsed = originOf(entry);
    if ("origin" in parsed) return parsed.origin;
    ctx.addIssue({ code: "custom", path: [index], message: `"${entry}" ${parsed.problem}: an allowed origin is http(s)://host[:port], as browsers send it` });
    return entry;
  });
});

/**
 * The one configuration of the reference back end: port, database, token secret and
 * lifetimes, cross-origin policy. The shop's own settings (store views, ext segments)
 * come from @shop/core's ShopConfig so the server and the storefront agree.
 */
export const apiConfigSchema = z.object({
  port: z.number().int().min(0).max(65_535).default(8787),
  host: z.string().min(1).default("localhost"),
  /** "memory" (tests), a PGlite data directory, or a PostgreSQL URL. */
  database: z
    .union([z.literal("memory"), z.strictObject({ dataDir: z.string().min(1) }), z.strictObject({ url: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL") })])
    .default({ dataDir: DEFAULT_DATA_DIR }),
  /** HMAC secret of the tokens; when absent one is generated once and kept in the database. */
  tokenSecret: z.string().min(32, "tokenSecret must have at least 32 characters").optional(),
  tokenLifetimeSeconds: seconds.default(3600),
  refreshTokenLifetimeSeconds: seconds.default(30 * 24 * 3600),
  /**
   * How long a used refresh token may be sent again (two tabs refreshing at once, a lost reply):
   * it answers the successor it first got. After it a reuse is taken for theft and revokes the
   * customer's refresh tokens; 0: strictly once.
   */
  refreshTokenGraceSeconds: z.number().int().min(0).default(30),
  passwordResetLifetimeSeconds: seconds.default(3600),
  /**
   * Failed logins of one account within loginLockoutSeconds that lock it for loginLockoutSeconds
   * (password guessing); 0: never locked.
   */
  loginLockoutFailures: z.number().int().min(0).default(10),
  loginLockoutSeconds: seconds.default(600),
  /**
   * Origins allowed to call the API from a browser, normalised as a browser sends them; "*" for any
   * (tokens are not cookies). An entry no Origin header can equal (a path, a query, credentials,
   * another scheme) is refused, naming it, rather than blocking every browser call in silence.
   */
  corsOrigins: corsOriginsSchema.default("*"),
  /**
   * Longest an /api/* request may take before it is answered 504. Below the idempotency lock's
   * stale time, so a key's lock is not taken over while its client may still get a reply.
   */
  requestTimeoutMs: z
    .number()
    .int()
    .positive()
    .max(IDEMPOTENCY_LOCK_TIMEOUT_MS - 1, `requestTimeoutMs must be below the idempotency lock timeout (${IDEMPOTENCY_LOCK_TIMEOUT_MS} ms)`)
    .default(30_000),
  /** The SMTP server mails go to (smtp(s)://user:pass@host:port); without it they go to the outbox. */
  smtpUrl: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  /** The sender of the api's mails (reset links, order confirmations). */
  mailFrom: z.string().min(3).default("Shop <no-reply@shop.localhost>"),
  /**
   * Serve the outbox (mails sent while no SMTP server is configured) at GET /api/dev/mailbox, for
   * developers and tests. Off in production (NODE_ENV=production) unless SHOP_API_DEV_MAILBOX=1.
   */
  devMailbox: z.boolean().default(true),
  /** Serve the card payment provider's simulator at /payment-provider/v1 (off where the real provider is used). */
  paymentSimulator: z.boolean().default(true),
  /**
   * Serve the content service's simulator (/content-service/v1: cdn stories, editor, live preview)
   * and the cms endpoint (/api/ext/cms) over the stories in the database.
   */
  contentService: z.boolean().default(true),
  /**
   * The token of the content editor endpoint (and the secret of preview links); when absent one is
   * generated at each start and printed.
   */
  contentEditorToken: z.string().min(16, "contentEditorToken must have at least 16 characters").optional(),
  /** Serve the search and recommendation service's simulator at /search-service/v3 (off where the real service is used). */
  searchServiceSimulator: z.boolean().default(true),
  /** Seed the demo shop into an empty database. */
  seed: z.boolean().default(true),
});

export type ApiConfig = z.infer<typeof apiConfigSchema> & { shop: ShopConfig };
export type ApiConfigInput = z.input<typeof apiConfigSchema> & { shop?: ShopConfigInput };

export class ApiConfigError extends Error {
  override name = "ApiConfigError";
}

export function createApiConfig(input: ApiConfigInput = {}): ApiConfig {
  const { shop, ...rest } = input;
  const result = apiConfigSchema.safeParse(rest);
  if (!result.success) {
    throw new ApiConfigError(`Invalid api configuration:\n${formatConfigIssues(toConfigIssues(result.error.issues))}`);
  }
  return { ...result.data, shop: createConfig(shop) };
}

export function databaseLocation(config: ApiConfig): DatabaseLocation {
  const { database } = config;
  if (database === "memory") return { kind: "memory" };
  return "url" in database ? { kind: "url", url: database.url } : { kind: "directory", path: database.dataDir };
}

const positiveNumber = (name: string, value: string | undefined) => {
  if (value === undefined || value === "") return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ApiConfigError(`${name} must be a whole number, got "${value}"`);
  return parsed;
};

/**
 * The environment of a throwaway server on PGlite in memory and a free loopback port (the load
 * script's child): DATABASE_URL, which wins over SHOP_API_DATABASE, is left out, so a developer
 * who exported it for the PostgreSQL test pass does not get carts written into that database.
 */
export function memoryServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const child: NodeJS.ProcessEnv = { ...env, SHOP_API_DATABASE: "memory", PORT: "0", HOST: "127.0.0.1" };
  delete child.DATABASE_URL;
  return child;
}

/**
 * Reads the configuration from the environment: PORT, HOST, DATABASE_URL (a PostgreSQL
 * server), SHOP_API_DATABASE ("memory" or a PGlite directory), SHOP_API_TOKEN_SECRET,
 * SHOP_API_TOKEN_TTL, SHOP_API_REFRESH_TOKEN_TTL, SHOP_API_REFRESH_TOKEN_GRACE (seconds), SHOP_API_CORS_ORIGINS (comma list or *),
 * SHOP_API_REQUEST_TIMEOUT_MS, SHOP_API_LOGIN_LOCKOUT_FAILURES, SHOP_API_LOGIN_LOCKOUT_SECONDS,
 * SHOP_API_SMTP_URL, SHOP_API_MAIL_FROM, SHOP_API_DEV_MAILBOX (1/0; default off when NODE_ENV=production),
 * SHOP_API_CONTENT_SERVICE (1/0, default on), SHOP_API_CONTENT_EDITOR_TOKEN.
 */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfigInput {
  const input: ApiConfigInput = {};
  const port = positiveNumber("PORT", env.PORT);
  if (port !== undefined) input.port = port;
  if (env.HOST) input.host = env.HOST;
  if (env.DATABASE_URL) input.database = { url: env.DATABASE_URL };
  else if (env.SHOP_API_DATABASE) input.database = env.SHOP_API_DATABASE === "memory" ? "memory" : { dataDir: env.SHOP_API_DATABASE };
  if (env.SHOP_API_TOKEN_SECRET) input.tokenSecret = env.SHOP_API_TOKEN_SECRET;
  const ttl = positiveNumber("SHOP_API_TOKEN_TTL", env.SHOP_API_TOKEN_TTL);
  if (ttl !== undefined) input.tokenLifetimeSeconds = ttl;
  const refreshTtl = positiveNumber("SHOP_API_REFRESH_TOKEN_TTL", env.SHOP_API_REFRESH_TOKEN_TTL);
  if (refreshTtl !== undefined) input.refreshTokenLifetimeSeconds = refreshTtl;
  const refreshGrace = positiveNumber("SHOP_API_REFRESH_TOKEN_GRACE", env.SHOP_API_REFRESH_TOKEN_GRACE);
  if (refreshGrace !== undefined) input.refreshTokenGraceSeconds = refreshGrace;
  const requestTimeout = positiveNumber("SHOP_API_REQUEST_TIMEOUT_MS", env.SHOP_API_REQUEST_TIMEOUT_MS);
  if (requestTimeout !== undefined) input.requestTimeoutMs = requestTimeout;
  const lockoutFailures = positiveNumber("SHOP_API_LOGIN_LOCKOUT_FAILURES", env.SHOP_API_LOGIN_LOCKOUT_FAILURES);
  if (lockoutFailures !== undefined) input.loginLockoutFailures = lockoutFailures;
  const lockoutSeconds = positiveNumber("SHOP_API_LOGIN_LOCKOUT_SECONDS", env.SHOP_API_LOGIN_LOCKOUT_SECONDS);
  if (lockoutSeconds !== undefined) input.loginLockoutSeconds = lockoutSeconds;
  if (env.SHOP_API_SMTP_URL) input.smtpUrl = env.SHOP_API_SMTP_URL;
  if (env.SHOP_API_MAIL_FROM) input.mailFrom = env.SHOP_API_MAIL_FROM;
  input.devMailbox = env.SHOP_API_DEV_MAILBOX === undefined || env.SHOP_API_DEV_MAILBOX === "" ? env.NODE_ENV !== "production" : env.SHOP_API_DEV_MAILBOX === "1";
  if (env.SHOP_API_CONTENT_SERVICE === "0") input.contentService = false;
  if (env.SHOP_API_CONTENT_EDITOR_TOKEN) input.contentEditorToken = env.SHOP_API_CONTENT_EDITOR_TOKEN;
  if (env.SHOP_API_CORS_ORIGINS) {
    input.corsOrigins = env.SHOP_API_CORS_ORIGINS === "*" ? "*" : env.SHOP_API_CORS_ORIGINS.split(",").map((origin) => origin.trim());
  }
  return input;
}
