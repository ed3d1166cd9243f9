import { createChangeFeed } from "./changes/change-feed";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { buildApp } from "./app";
import { createTokenIssuer } from "./auth/tokens";
import { refreshAllCompositeStock } from "./catalog/composite-stock";
import { indexMissingSearchTerms } from "./catalog/relevance/index-terms";
import { textConfigOf } from "./catalog/relevance/text-config";
import { createApiConfig, databaseLocation, type ApiConfig, type ApiConfigInput } from "./config";
import { one, openDatabase, type Database, type DatabaseSession } from "./db/database";
import { migrate } from "./db/migrate";
import { seedDatabase } from "./seed/seed";
import { createContentService } from "./content/content-service";
import { seedContent } from "./content/seed/seed-content";
import { createNodemailerMailer, createOutbox, type Outbox } from "./mail/mailer";
import { storeViewOf, type Mailer, type Services } from "./services";

export interface CreateServerOptions extends ApiConfigInput {
  /** The clock of tokens, special prices and password resets. */
  now?: () => Date;
  /** Default: nodemailer, to `smtpUrl` when configured, else into the outbox. */
  mailer?: Mailer;
  log?: (message: string, error?: unknown) => void;
}

export interface ShopServer {
  config: ApiConfig;
  db: Database;
  app: ReturnType<typeof buildApp>;
  /** The mails sent while no SMTP server is configured (also GET /api/dev/mailbox when `devMailbox`). */
  outbox: Outbox;
  /**
   * The content editor endpoint's token (config.contentEditorToken, else generated at this start);
   * undefined when the content service is off.
   */
  contentEditorToken: string | undefined;
  /** Whether contentEditorToken was generated at this start (main prints it). */
  contentEditorTokenGenerated: boolean;
  /** Answers a request without a socket (tests). */
  fetch: (request: Request) => Promise<Response>;
  /** Listens on config.host:config.port (0: any free port); resolves with the URL. */
  listen(): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

/** The token secret: configured, or made once and kept in the database so tokens survive restarts. */
async function tokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return configured;
  await db.query("INSERT INTO server_setting (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING", [randomBytes(32).toString("base64url")]);
  return one(await db.query<{ value: string }>("SELECT value FROM server_setting WHERE key = 'token_secret'"), "token secret").value;
}

/**
 * Opens the database (PGlite in memory or on disk, or PostgreSQL), applies the migrations,
 * seeds an empty database and builds the app. `createServer({ database: "memory" })` is a
 * fresh seeded shop for a test.
 */
export async function createServer(options: CreateServerOptions = {}): Promise<ShopServer> {
  const { now = () => new Date(), mailer: givenMailer, log = (message, error) => console.error(message, error), ...input } = options;
  const config = createApiConfig(input);
  const outbox = createOutbox();
  const mailer = givenMailer ?? createNodemailerMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  const db = await openDatabase(databaseLocation(config), log);
  try {
    const { views, defaultStoreCode } = config.shop.storeViews;
    // Under the setup lock: seed an empty database; else bring the composites' derived stock flags
    // up to date (a database upgraded from before migration 011 may hold stale ones).
    const setUp = async (session: DatabaseSession) => {
      const seeded = config.seed && (await seedDatabase(session, { storeViews: views, defaultStoreCode, now: now() }));
      if (!seeded) {
        await refreshAllCompositeStock(session, storeViewOf(config, defaultStoreCode));
        // A database seeded before migration 015 gets its search words once.
        await indexMissingSearchTerms(session, Object.values(views).map((view) => ({ index: view.search.index, textConfig: textConfigOf(view) })));
      }
      // Its own marker: a database seeded before the content service (migration 014) gets its stories too.
      if (config.seed) await seedContent(session, { storeViews: views, now: now() });
    };
    await migrate(db, { andThen: setUp });
  } catch (error) {
    await db.close();
    throw error;
  }
  const tokens = createTokenIssuer({ secret: await tokenSecret(db, config.tokenSecret), accessLifetimeSeconds: config.tokenLifetimeSeconds, refreshLifetimeSeconds: config.refreshTokenLifetimeSeconds, now });
  const editorToken = config.contentEditorToken ?? randomBytes(24).toString("base64url");
  const content = config.contentService ? createContentService(editorToken, now) : undefined;
  const changes = createChangeFeed();
  const services: Services = { db, config, tokens, now, mailer, outbox, log, content, changes };
  const app = buildApp(services);
  let server: ServerType | undefined;
  return {
    config,
    db,
    app,
    outbox,
    contentEditorToken: content?.editorToken,
    contentEditorTokenGenerated: content !== undefined && config.contentEditorToken === undefined,
    fetch: async (request) => app.fetch(request),
    listen: () =>
      new Promise((resolve, reject) => {
        server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
          resolve({ url: `http://${config.host}:${info.port}`, port: info.port });
        });
        server.once("error", reject);
      }),
    async close() {
      // Open previews' event streams would hold the server open.
      content?.live.close();
      changes.close();
      const listening = server;
      if (listening !== undefined) await new Promise<void>((resolve) => listening.close(() => resolve()));
      await db.close();
    },
  };
}
