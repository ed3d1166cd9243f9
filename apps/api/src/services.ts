import { requireStoreView, type StoreView } from "@shop/core";
import { taxCountryOf } from "@shop/catalog-pricing";
import type { TokenIssuer } from "./auth/tokens";
import type { ApiConfig } from "./config";
import type { ChangeFeed } from "./changes/change-feed";
import type { ContentService } from "./content/content-service";
import type { Database } from "./db/database";
import type { Outbox } from "./mail/mailer";
import { badRequest } from "./http/errors";

/** An e-mail the back end sends (through nodemailer: SMTP when configured, else the outbox). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Machine-readable parts, e.g. the reset token, for tests and demos. */
  data?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const consoleMailer: Mailer = {
  async send(mail) {
    console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
  },
};

/** Everything a route needs, handed in by `createServer` (no module globals). */
export interface Services {
  db: Database;
  config: ApiConfig;
  tokens: TokenIssuer;
  now: () => Date;
  mailer: Mailer;
  /** The mails kept while no SMTP server is configured (GET /api/dev/mailbox). */
  outbox: Outbox;
  log: (message: string, error?: unknown) => void;
  /** What changed (stories, stock), for the storefronts' output caches (GET /api/changes). */
  changes: ChangeFeed;
  /** The content service (editor token, preview tokens, open previews); undefined when `config.contentService` is off. */
  content: ContentService | undefined;
}

/** The country a store view's prices are taxed for: its own, else the shop's fallback (commerce-core.md §4). */
export const taxCountryFor = (config: ApiConfig, view: StoreView) => taxCountryOf(view, config.shop.tax.fallbackCountry).country;

/**
 * The store view of a store code (query `storeCode`, cart, order body); the default store
 * when absent. An unknown code is the client's mistake: 400 with core's message at `path`.
 */
export function storeViewOf(config: ApiConfig, storeCode: string | undefined, path = "storeCode"): StoreView {
  const code = storeCode ?? config.shop.storeViews.defaultStoreCode;
  try {
    return requireStoreView(code, config.shop);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`Unknown store code "${code}".`, [{ path, message }]);
  }
}

/**
 * The store view of a store id (render-list's `storeId`), undefined for an unknown id. Several
 * views may share an id (de and fr are both 11): then the id names no view and the client must
 * send `storeCode` (400), rather than get one of them by chance.
 */
export function storeViewOfId(config: ApiConfig, storeId: number): StoreView | undefined {
  const views = Object.values(config.shop.storeViews.views).filter((view) => view.storeId === storeId);
  if (views.length > 1) {
    const codes = views.map((view) => view.storeCode).join(", ");
    throw badRequest(`Store id ${storeId} is shared by the store views ${codes}: send storeCode to name one.`, [{ path: "storeId", message: `shared by ${codes}; storeCode is required` }]);
  }
  return views[0];
}

/** The store view whose search index has this name. */
export function storeViewOfIndex(config: ApiConfig, index: string): StoreView | undefined {
  return Object.values(config.shop.storeViews.views).find((view) => view.search.index === index);
}
