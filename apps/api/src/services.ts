import type { StoreView } from "@shop/core";
import type { TokenIssuer } from "./auth/tokens";
import type { ApiConfig } from "./config";
import type { Database } from "./db/database";
import { badRequest } from "./http/errors";

/** An e-mail the back end would send; the reference back end prints it (see `consoleMailer`). */
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
  log: (message: string, error?: unknown) => void;
}

/** The store view of a store code (query `storeCode`, cart, order); the default store when absent. */
export function storeViewOf(config: ApiConfig, storeCode: string | undefined): StoreView {
  const views = config.shop.storeViews.views;
  const code = storeCode ?? config.shop.storeViews.defaultStoreCode;
  const view = views[code];
  if (view === undefined) throw badRequest(`Unknown store code "${code}".`, [{ path: "storeCode", message: `must be one of ${Object.keys(views).join(", ")}` }]);
  return view;
}

/** The store view whose search index has this name. */
export function storeViewOfIndex(config: ApiConfig, index: string): StoreView | undefined {
  return Object.values(config.shop.storeViews.views).find((view) => view.search.index === index);
}
