import { createServer, type CreateServerOptions } from "api";

export interface RunningShop {
  /** http://127.0.0.1:<port> — use as ShopConfig `api.url`. */
  url: string;
  /** The api's clock: move it to expire tokens or reach special-price dates. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Starts the reference back end on loopback (any free port) over an in-memory PGlite, seeded,
 * with its own movable clock. Clients under test talk to it over real HTTP.
 */
export async function startShop(options: CreateServerOptions = {}): Promise<RunningShop> {
  let offset = 0;
  const server = await createServer({
    database: "memory",
    host: "127.0.0.1",
    port: 0,
    log: () => undefined,
    // The api's own mailer: no SMTP server, so mails land in the outbox (GET /api/dev/mailbox).
    now: () => new Date(Date.now() + offset),
    ...options,
  });
  const { url } = await server.listen();
  return {
    url,
    advance: (ms) => void (offset += ms),
    close: () => server.close(),
  };
}
